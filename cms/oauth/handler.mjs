// The studio's sign-in to the editor (Decap CMS's GitHub backend, `base_url` +
// `auth_endpoint`): the OAuth web flow, with the client secret kept here on
// the server. Decap opens <base>/auth in a popup; this sends the popup to the
// Git host with a state it signed (state.mjs, also kept in an HttpOnly
// cookie), and on <base>/callback checks the state, exchanges the code for a
// token within the limits (limits.mjs), and answers with a page that hands
// the token to the editor window by Decap's postMessage protocol, to the
// site's origin only. Anything malformed is a 400, anything unexpected a
// logged 500, both with the Polish page. No framework: node:http.
// cspell:ignore nosniff swiatlocien -- a header value and the cookie's name, not copy
import { randomBytes } from 'node:crypto';

import { exchangeCode } from './exchange.mjs';
import { createGate } from './limits.mjs';
import { createLog } from './log.mjs';
import { MESSAGES } from './messages.mjs';
import { page } from './page.mjs';
import { cookieValues, parseTarget } from './request.mjs';
import { createStates, STATE_TTL_MS, stateKey } from './state.mjs';

export { MESSAGES } from './messages.mjs';
export { configFromEnv } from './config.mjs';

export const COOKIE = 'swiatlocien_oauth_state';
/** The scopes Decap's GitHub backend asks for; anything else gets the default. */
const SCOPES = new Set(['repo', 'public_repo']);
/** A code as a Git host issues it: short, printable, no spaces. */
const CODE = /^[\x21-\x7e]{1,256}$/;

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {keyof typeof MESSAGES} MessageKey */

/** @param {import('./config.mjs').OAuthConfig} config */
export function createHandler(config) {
  const base = new URL(config.publicUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const redirectUri = `${base.origin}${basePath}/callback`;
  const secure = base.protocol === 'https:';
  const cookieAttributes = `Path=${basePath}/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const now = config.now ?? Date.now;
  const log = config.log ?? createLog({ now });
  const states = createStates({ key: stateKey(config.clientSecret), now });
  const gate = createGate({
    maxInFlight: config.maxInFlight ?? 4,
    perMinute: config.perMinute ?? 20,
    now,
  });
  const clearCookie = { 'Set-Cookie': `${COOKIE}=; ${cookieAttributes}; Max-Age=0` };

  /**
   * @param {Response} res
   * @param {number} status
   * @param {Parameters<typeof page>[0]} body
   * @param {Record<string, string | string[]>} [headers]
   */
  function answer(res, status, body, headers = {}) {
    const { html, scriptHash, styleHash } = page(body);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src '${scriptHash}'; style-src '${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The popup must keep its opener (the editor window) to hand the token back.
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      ...headers,
    });
    res.end(html);
  }

  /**
   * The popup's page for a failure: the message, the request's id, and
   * nothing the editor could sign in with.
   * @param {Response} res @param {number} status @param {MessageKey} key @param {string} id
   * @param {Record<string, string>} [headers]
   */
  function fail(res, status, key, id, headers = {}) {
    answer(
      res,
      status,
      {
        message: MESSAGES[key],
        protocol: `authorization:github:error:${JSON.stringify({ message: MESSAGES[key] })}`,
        allowedOrigin: config.allowedOrigin,
        automatic: false,
        reference: id,
      },
      { ...clearCookie, ...headers },
    );
  }

  /** @param {Response} res @param {Map<string, string>} params */
  function auth(res, params) {
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
      'Set-Cookie': `${COOKIE}=${state}; ${cookieAttributes}; Max-Age=${STATE_TTL_MS / 1000}`,
      'Cache-Control': 'no-store',
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Referrer-Policy': 'no-referrer',
    });
    res.end();
  }

  /**
   * Only a state this service issued to this browser, unexpired and unused,
   * gets to the Git host; every other request is refused before it.
   * @param {Request} req @param {Response} res @param {Map<string, string>} params @param {string} id
   */
  async function callback(req, res, params, id) {
    const cookies = cookieValues(req.headers.cookie, COOKIE);
    if (!cookies || cookies.length > 1) {
      log.refused('malformed_cookie', { id });
      return fail(res, 400, 'state', id);
    }
    const checked = states.check(cookies[0] ?? '', params.get('state') ?? '');
    if (!checked.ok) {
      log.refused(`state_${checked.reason}`, { id });
      return fail(res, 400, 'state', id);
    }
    if (params.has('error')) {
      const error = params.get('error') ?? '';
      log.info('denied', { id, error: /^[a-z_]{1,64}$/.test(error) ? error : 'unknown' });
      return fail(res, 403, 'denied', id);
    }
    const code = params.get('code') ?? '';
    if (!CODE.test(code)) {
      log.refused('malformed_code', { id });
      return fail(res, 400, 'malformed', id);
    }
    const entry = gate.enter();
    if (!entry.ok) {
      // The state stays unspent: the same callback may be loaded again after Retry-After.
      log.refused(entry.reason, { id, retry_after: entry.retryAfter });
      const status = entry.reason === 'busy' ? 503 : 429;
      return fail(res, status, entry.reason, id, { 'Retry-After': String(entry.retryAfter) });
    }
    states.consume(checked);
    const started = now();
    let outcome;
    try {
      outcome = await exchangeCode({
        fetch: config.fetch ?? fetch,
        tokenUrl: config.tokenUrl,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        code,
        redirectUri,
        timeoutMs: config.timeoutMs ?? 10_000,
      });
    } finally {
      entry.release();
    }
    const ms = now() - started;
    if (outcome.token === undefined) {
      log.warn('exchange_failed', {
        id,
        upstream_status: outcome.status,
        error: outcome.error,
        ms,
      });
      return fail(res, 502, 'exchange', id);
    }
    log.info('signed_in', { id, ms });
    return answer(
      res,
      200,
      {
        message: MESSAGES.success,
        protocol: `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`,
        allowedOrigin: config.allowedOrigin,
        automatic: true,
      },
      clearCookie,
    );
  }

  /** @param {Request} req @param {Response} res @param {string} id */
  async function route(req, res, id) {
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET', 'Cache-Control': 'no-store' }).end();
      return;
    }
    const target = parseTarget(req.url);
    if (!target) {
      log.refused('malformed_query', { id });
      return fail(res, 400, 'malformed', id);
    }
    if (target.path === `${basePath}/auth`) return auth(res, target.params);
    if (target.path === `${basePath}/callback`) return callback(req, res, target.params, id);
    if (target.path === `${basePath}/health`) {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('ok');
      return;
    }
    answer(res, 404, {
      message: MESSAGES.unknown,
      protocol: '',
      allowedOrigin: config.allowedOrigin,
      automatic: false,
    });
  }

  /**
   * Every request, with a catch-all: an unexpected error is logged (its kind
   * and where, not its message, which may quote a request) and answered with
   * the Polish page, never with details.
   * @param {Request} req @param {Response} res
   */
  async function handle(req, res) {
    const id = randomBytes(8).toString('hex');
    res.setHeader('X-Request-Id', id);
    try {
      await route(req, res, id);
    } catch (error) {
      const { name, stack } = /** @type {Error} */ (error ?? {});
      log.error('internal_error', {
        id,
        error: typeof name === 'string' ? name : typeof error,
        at:
          typeof stack === 'string' ? stack.split('\n').slice(1, 4).join(' | ').trim() : undefined,
      });
      if (res.headersSent) res.destroy();
      else fail(res, 500, 'internal', id);
    }
  }

  return Object.assign(handle, {
    /** What the limits hold now (the load test reads it). */
    stats: () => ({ ...gate.stats(), usedStates: states.usedCount() }),
  });
}
