import type { IncomingMessage, ServerResponse } from 'node:http';

import { CLIENT_ID, CLIENT_SECRET, TOKEN } from './state';

/** The sign-in side of the stand-in: what the tests read and switch. */
export interface OAuthState {
  /** The token endpoint's requests (form or JSON bodies), in order. */
  readonly tokenRequests: Record<string, string>[];
  /** When set, the token endpoint refuses every code, as GitHub does (200, `error`). */
  failTokens: boolean;
}

const CODE = 'kod-dobry';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** GitHub's consent page, reduced to its two choices. */
function authorizePage(url: URL, res: ServerResponse) {
  const back = new URL(url.searchParams.get('redirect_uri') ?? '');
  const state = url.searchParams.get('state') ?? '';
  const allow = new URL(back);
  allow.search = new URLSearchParams({ code: CODE, state }).toString();
  const deny = new URL(back);
  deny.search = new URLSearchParams({
    error: 'access_denied',
    error_description: 'The user has denied your application access.',
    state,
  }).toString();
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!DOCTYPE html><title>Authorize</title><h1>Authorize ${escape(url.searchParams.get('client_id') ?? '')}</h1>` +
      `<a href="${escape(allow.href)}">Authorize</a> <a href="${escape(deny.href)}">Cancel</a>`,
  );
}

/** POST /login/oauth/access_token: a token for the one good code, GitHub's error otherwise. */
function tokenEndpoint(oauth: OAuthState, params: Record<string, string>, res: ServerResponse) {
  oauth.tokenRequests.push(params);
  const valid =
    !oauth.failTokens &&
    params.client_id === CLIENT_ID &&
    params.client_secret === CLIENT_SECRET &&
    params.code === CODE;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify(
      valid
        ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo,user' }
        : {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          },
    ),
  );
}

/**
 * The token request's fields, form or JSON, with the app's credentials
 * wherever they came: in the body, or as HTTP Basic (arctic's OAuth2Client,
 * which the Worker's sign-in uses; GitHub takes both).
 */
function formOrJson(req: IncomingMessage, text: string): Record<string, string> {
  const fields = (req.headers['content-type'] ?? '').includes('json')
    ? (JSON.parse(text) as Record<string, string>)
    : Object.fromEntries(new URLSearchParams(text));
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!basic) return fields;
  const pair = Buffer.from(basic, 'base64').toString('utf8');
  const colon = pair.indexOf(':');
  return {
    ...fields,
    client_id: decodeURIComponent(pair.slice(0, colon)),
    client_secret: decodeURIComponent(pair.slice(colon + 1)),
  };
}

/** Answers GitHub's OAuth pages; false for anything else. */
export function oauth(
  state: OAuthState,
  req: IncomingMessage,
  url: URL,
  body: string,
  res: ServerResponse,
): boolean {
  if (url.pathname === '/login/oauth/authorize' && req.method === 'GET') {
    authorizePage(url, res);
    return true;
  }
  if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
    tokenEndpoint(state, formOrJson(req, body), res);
    return true;
  }
  return false;
}
