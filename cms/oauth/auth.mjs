// <base>/auth: the editor opens it in a popup to sign in. The popup goes on
// to the Git host's authorize page with a state this service signed
// (state.mjs), which is also set in an HttpOnly cookie, so that <base>/callback
// (callback.mjs) takes the code only back in the browser that asked for it.
import { STATE_TTL_MS } from './state.mjs';

/** The scopes Decap's GitHub backend asks for; anything else gets the default. */
const SCOPES = new Set(['repo', 'public_repo']);

/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @param {{
 *   config: import('./config.mjs').OAuthConfig,
 *   cookie: string,
 *   cookieAttributes: string,
 *   redirectUri: string,
 *   states: ReturnType<typeof import('./state.mjs').createStates>,
 * }} deps
 */
export function createAuth({ config, cookie, cookieAttributes, redirectUri, states }) {
  /** @param {Response} res @param {Map<string, string>} params */
  return function auth(res, params) {
    const requested = params.get('scope') ?? '';
    const state = states.issue();
    const authorize = new URL(config.authorizeUrl);
    authorize.search = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: redirectUri,
      scope: SCOPES.has(requested) ? requested : 'repo',
      state,
    }).toString();
    res.writeHead(302, {
      Location: authorize.toString(),
      'Set-Cookie': `${cookie}=${state}; ${cookieAttributes}; Max-Age=${STATE_TTL_MS / 1000}`,
      'Cache-Control': 'no-store',
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Referrer-Policy': 'no-referrer',
    });
    res.end();
  };
}
