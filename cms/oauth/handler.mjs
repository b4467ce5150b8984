// The studio's sign-in to the editor (Decap CMS's GitHub backend, `base_url` +
// `auth_endpoint`): the OAuth web flow, with the client secret kept here on
// the server. Decap opens <base>/auth in a popup; this sends the popup to the
// Git host with a random `state` (kept in an HttpOnly cookie), and on
// <base>/callback checks the state, exchanges the code for a token, and
// answers with a page that hands the token to the editor window by Decap's
// postMessage protocol, to the site's origin only. No framework: node:http.
// cspell:ignore nosniff swiatlocien -- a header value and the cookie's name, not copy
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { page } from './page.mjs';

/**
 * @typedef {object} OAuthConfig
 * @property {string} clientId        the OAuth app's client id
 * @property {string} clientSecret    its secret: never sent to a browser
 * @property {string} publicUrl       this service as browsers reach it, e.g. https://www.swiatlocien.pl/oauth
 * @property {string} allowedOrigin   the site whose /admin may receive the token, e.g. https://www.swiatlocien.pl
 * @property {string} authorizeUrl    the Git host's authorize page
 * @property {string} tokenUrl        the Git host's token endpoint
 * @property {typeof fetch} [fetch]   for the token exchange (tests pass a stand-in)
 */

/** The studio's messages, in Polish: what went wrong and what to do. */
export const MESSAGES = {
  success: 'Zalogowano. To okno zamknie się samo; edytor otwiera się w oknie obok.',
  state:
    'Logowanie przerwane: ta odpowiedź nie pochodzi z logowania rozpoczętego w tej przeglądarce (niezgodny parametr „state”). Zamknij to okno i zaloguj się ponownie przyciskiem w edytorze.',
  denied:
    'Logowanie anulowane: edytor nie dostał zgody na dostęp do konta GitHub. Aby edytować stronę, zaloguj się ponownie i kliknij „Authorize”.',
  exchange:
    'Nie udało się dokończyć logowania: GitHub nie wydał klucza dostępu. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  unknown: 'Nie ma tu takiej strony. Zaloguj się przyciskiem „Zaloguj przez GitHub” w edytorze.',
};

const COOKIE = 'swiatlocien_oauth_state';
/** The scopes Decap's GitHub backend asks for; anything else gets the default. */
const SCOPES = new Set(['repo', 'public_repo']);

/** @param {string} a @param {string} b */
function sameSecret(a, b) {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return a.length > 0 && timingSafeEqual(x, y);
}

/** @param {string | undefined} header @param {string} name */
export function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** @param {OAuthConfig} config */
export function createHandler(config) {
  const base = new URL(config.publicUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const redirectUri = `${base.origin}${basePath}/callback`;
  const secure = base.protocol === 'https:';
  const cookieAttributes = `Path=${basePath}/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const doFetch = config.fetch ?? fetch;

  /**
   * @param {import('node:http').ServerResponse} res
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

  /** The popup's page for a failure: the message, and nothing the editor could sign in with. */
  const failure = (/** @type {keyof typeof MESSAGES} */ key) => ({
    message: MESSAGES[key],
    protocol: `authorization:github:error:${JSON.stringify({ message: MESSAGES[key] })}`,
    allowedOrigin: config.allowedOrigin,
    automatic: false,
  });
  const clearCookie = { 'Set-Cookie': `${COOKIE}=; ${cookieAttributes}; Max-Age=0` };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @param {import('node:http').ServerResponse} res
   */
  async function callback(req, url, res) {
    const expected = cookieValue(req.headers.cookie, COOKIE) ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (!sameSecret(expected, state)) return answer(res, 400, failure('state'), clearCookie);
    if (url.searchParams.get('error')) return answer(res, 403, failure('denied'), clearCookie);
    const code = url.searchParams.get('code');
    if (!code) return answer(res, 400, failure('exchange'), clearCookie);
    let token;
    try {
      const response = await doFetch(config.tokenUrl, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const data = /** @type {{ access_token?: unknown }} */ (
        response.ok ? await response.json() : {}
      );
      token = typeof data.access_token === 'string' && data.access_token ? data.access_token : '';
    } catch {
      token = '';
    }
    if (!token) return answer(res, 502, failure('exchange'), clearCookie);
    return answer(
      res,
      200,
      {
        message: MESSAGES.success,
        protocol: `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`,
        allowedOrigin: config.allowedOrigin,
        automatic: true,
      },
      clearCookie,
    );
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', base.origin);
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET' }).end();
      return;
    }
    if (url.pathname === `${basePath}/auth`) {
      const state = randomBytes(32).toString('base64url');
      const requested = url.searchParams.get('scope') ?? '';
      const authorize = new URL(config.authorizeUrl);
      authorize.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES.has(requested) ? requested : 'repo',
        state,
      }).toString();
      res.writeHead(302, {
        Location: authorize.toString(),
        'Set-Cookie': `${COOKIE}=${state}; ${cookieAttributes}; Max-Age=600`,
        'Cache-Control': 'no-store',
        'Cross-Origin-Opener-Policy': 'unsafe-none',
        'Referrer-Policy': 'no-referrer',
      });
      res.end();
      return;
    }
    if (url.pathname === `${basePath}/callback`) return callback(req, url, res);
    if (url.pathname === `${basePath}/health`) {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('ok');
      return;
    }
    answer(res, 404, {
      message: MESSAGES.unknown,
      protocol: '',
      allowedOrigin: config.allowedOrigin,
      automatic: false,
    });
  };
}

/**
 * The service's settings from the environment (cms/oauth/oauth.env.example).
 * @param {NodeJS.ProcessEnv} env
 * @returns {OAuthConfig}
 */
export function configFromEnv(env) {
  const missing = [
    'OAUTH_CLIENT_ID',
    'OAUTH_CLIENT_SECRET',
    'OAUTH_PUBLIC_URL',
    'OAUTH_ALLOWED_ORIGIN',
  ].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Missing settings: ${missing.join(', ')}`);
  const allowedOrigin = new URL(/** @type {string} */ (env.OAUTH_ALLOWED_ORIGIN)).origin;
  return {
    clientId: /** @type {string} */ (env.OAUTH_CLIENT_ID),
    clientSecret: /** @type {string} */ (env.OAUTH_CLIENT_SECRET),
    publicUrl: /** @type {string} */ (env.OAUTH_PUBLIC_URL),
    allowedOrigin,
    authorizeUrl: env.OAUTH_AUTHORIZE_URL ?? 'https://github.com/login/oauth/authorize',
    tokenUrl: env.OAUTH_TOKEN_URL ?? 'https://github.com/login/oauth/access_token',
  };
}
