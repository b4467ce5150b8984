// <base>/callback: the Git host sends the popup back here with a code and
// the state. Only a state this service issued to this browser, unexpired
// and unused, gets the code to the Git host with the client secret, within
// the limits on exchanges; every other request is refused before it.
import { exchangeCode } from './exchange.mjs';
import { MESSAGES } from './messages.mjs';
import { sendPage } from './page.mjs';
import { cookieValues } from './request.mjs';

/** A code as a Git host issues it: short, printable, no spaces. */
const CODE = /^[\x21-\x7e]{1,256}$/;

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @param {{
 *   config: import('./config.mjs').OAuthConfig,
 *   cookie: string,
 *   redirectUri: string,
 *   clearCookie: Record<string, string>,
 *   states: ReturnType<typeof import('./state.mjs').createStates>,
 *   gate: ReturnType<typeof import('./limits.mjs').createGate>,
 *   log: ReturnType<typeof import('./log.mjs').createLog>,
 *   fail: (res: Response, status: number, key: keyof typeof MESSAGES, id: string, headers?: Record<string, string>) => void,
 *   now: () => number,
 * }} deps
 */
export function createCallback({
  config,
  cookie,
  redirectUri,
  clearCookie,
  states,
  gate,
  log,
  fail,
  now,
}) {
  /**
   * Only a state this service issued to this browser, unexpired and unused,
   * gets to the Git host; every other request is refused before it.
   * @param {Request} req @param {Response} res @param {Map<string, string>} params @param {string} id
   */
  return async function callback(req, res, params, id) {
    const cookies = cookieValues(req.headers.cookie, cookie);
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
    return sendPage(
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
  };
}
