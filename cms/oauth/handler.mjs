// The studio's sign-in to the editor (Sveltia CMS's GitHub backend, `base_url` +
// `auth_endpoint`): the OAuth web flow, with the client secret kept here on
// the server. The editor opens <base>/auth in a popup; this sends the popup to the
// Git host with a state it signed (state.mjs, also kept in an HttpOnly
// cookie), and on <base>/callback checks the state, exchanges the code for a
// token within the limits (limits.mjs), and answers with a page that hands
// the token to the editor window by Decap's postMessage protocol (a refusal's
// Polish text in `error`, which Sveltia shows), to the site's origin only. Anything malformed is a 400, anything unexpected a
// logged 500, both with the Polish page. No framework: node:http.
// cspell:ignore swiatlocien -- the cookie's name, not copy
import { randomBytes } from 'node:crypto';

import { createAuth } from './auth.mjs';
import { createCallback } from './callback.mjs';
import { createFail } from './fail.mjs';
import { createFilmsRoutes } from './films/routes.mjs';
import { createGate } from './limits.mjs';
import { createLog } from './log.mjs';
import { MESSAGES } from './messages.mjs';
import { sendPage } from './page.mjs';
import { parseTarget } from './request.mjs';
import { createStates, stateKey } from './state.mjs';

export { MESSAGES } from './messages.mjs';
export { configFromEnv } from './config.mjs';

export const COOKIE = 'swiatlocien_oauth_state';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

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

  const fail = createFail({ config, clearCookie });
  const auth = createAuth({ config, cookie: COOKIE, cookieAttributes, redirectUri, states });

  const callback = createCallback({
    config,
    cookie: COOKIE,
    redirectUri,
    clearCookie,
    states,
    gate,
    log,
    fail,
    now,
  });

  // The studio's film uploads (films/routes.mjs): JSON routes beside the sign-in.
  const films = createFilmsRoutes({
    films: config.films,
    basePath,
    allowedOrigin: config.allowedOrigin,
    log,
    now,
  });

  /** @param {Request} req @param {Response} res @param {string} id */
  async function route(req, res, id) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === `${basePath}/films` || path.startsWith(`${basePath}/films/`)) {
      return films(req, res, id);
    }
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
    sendPage(res, 404, {
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
      log.internal(id, error);
      if (res.headersSent) res.destroy();
      else fail(res, 500, 'internal', id);
    }
  }

  return Object.assign(handle, {
    /** What the limits hold now (the load test reads it). */
    stats: () => ({ ...gate.stats(), usedStates: states.usedCount() }),
  });
}
