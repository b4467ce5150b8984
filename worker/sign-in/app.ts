// The studio's sign-in to the editor (Sveltia CMS's GitHub backend,
// `base_url` + `auth_endpoint`), on the site's own origin: /oauth/auth sends
// the popup to GitHub with a state signed here (state.ts, also kept in an
// HttpOnly cookie); /oauth/callback checks the state, exchanges the code for
// a token (github.ts, arctic) and answers with a page (page.ts) that hands
// the token to the editor window by postMessage, to this origin only. Limits
// per address, and a ceiling on exchanges, are the platform's (wrangler.jsonc
// `ratelimits`); events go to Workers Logs (log.ts). Texts: messages.ts.
// /oauth/health says what the deployment lacks (health.ts).
// cspell:ignore swiatlocien -- the cookie's name, not copy
import { Hono, type Context } from 'hono';

import { type Env } from '../env';
import { authorizeEndpoint, exchangeCode, oauthClient } from './github';
import { healthReport } from './health';
import { log, logInternal, requestId } from './log';
import { MESSAGES } from './messages';
import { failurePage, pageResponse } from './page';
import { cookieValues, limitKey, strictQuery } from './request';
import { checkState, consumeState, issueState, STATE_TTL_MS, stateKey } from './state';

export const COOKIE = 'swiatlocien_oauth_state';
/** The scopes Decap's GitHub backend asks for; anything else gets the default. */
const SCOPES = new Set(['repo', 'public_repo']);
/** A code as GitHub issues it: short, printable, no spaces. */
const CODE = /^[\x21-\x7e]{1,256}$/;

type SignIn = { Bindings: Env; Variables: { id: string } };
type Ctx = Context<SignIn>;

/** The site's origin: the Worker serves the site, so the request's own. */
const originOf = (c: Ctx) => new URL(c.req.url).origin;
const cookieAttributes = (c: Ctx) =>
  `Path=/oauth/; HttpOnly; SameSite=Lax${new URL(c.req.url).protocol === 'https:' ? '; Secure' : ''}`;
const clearCookie = (c: Ctx) => ({ 'Set-Cookie': `${COOKIE}=; ${cookieAttributes(c)}; Max-Age=0` });

/** The limits' key for a request: its address (an IPv6 one by its /64). */
export const clientAddress = (request: Request) =>
  limitKey(request.headers.get('CF-Connecting-IP') ?? 'unknown');

export const signIn = new Hono<SignIn>();

signIn.use('*', async (c, next) => {
  c.set('id', requestId());
  await next();
  c.header('X-Request-Id', c.get('id'));
});

signIn.onError(async (error, c) => {
  const id = c.get('id') ?? requestId();
  logInternal(id, error);
  return failurePage(500, 'internal', originOf(c), id, clearCookie(c));
});

signIn.get('/health', (c) => {
  const report = healthReport(c.env);
  return c.json(report, report.ok ? 200 : 503, { 'Cache-Control': 'no-store' });
});

/** Per address: a burst of sign-ins from one place is cut off before any work. */
signIn.use('/auth', limitPerAddress);
signIn.use('/callback', limitPerAddress);

async function limitPerAddress(c: Ctx, next: () => Promise<void>) {
  const { success } = await c.env.SIGN_IN_LIMIT.limit({ key: clientAddress(c.req.raw) });
  if (success) return next();
  log('info', 'refused', { id: c.get('id'), reason: 'limited', path: new URL(c.req.url).pathname });
  // The state stays unspent: the same callback may be loaded again after the wait.
  return failurePage(429, 'limited', originOf(c), c.get('id'), { 'Retry-After': '60' });
}

/** Without the app's id and secret nothing can work: say so, never half-sign. */
function configured(c: Ctx): c is Ctx & { env: Env & { GITHUB_CLIENT_SECRET: string } } {
  return Boolean(c.env.GITHUB_CLIENT_ID && c.env.GITHUB_CLIENT_SECRET);
}

signIn.get('/auth', async (c) => {
  const id = c.get('id');
  if (!configured(c)) {
    log('error', 'not_configured', { id, missing: 'GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET' });
    return failurePage(503, 'unavailable', originOf(c), id);
  }
  const params = strictQuery(c.req.url);
  if (!params) {
    log('info', 'refused', { id, reason: 'malformed_query' });
    return failurePage(400, 'malformed', originOf(c), id, clearCookie(c));
  }
  const state = await issueState(await stateKey(c.env.GITHUB_CLIENT_SECRET));
  const requested = params.get('scope') ?? '';
  const authorize = oauthClient(c.env, `${originOf(c)}/oauth/callback`).createAuthorizationURL(
    authorizeEndpoint(c.env),
    state,
    [SCOPES.has(requested) ? requested : 'repo'],
  );
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      'Set-Cookie': `${COOKIE}=${state}; ${cookieAttributes(c)}; Max-Age=${STATE_TTL_MS / 1000}`,
      'Cache-Control': 'no-store',
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Referrer-Policy': 'no-referrer',
    },
  });
});

signIn.get('/callback', async (c) => {
  const id = c.get('id');
  const origin = originOf(c);
  const fail = (
    status: number,
    key: keyof typeof MESSAGES,
    headers: Record<string, string> = clearCookie(c),
  ) => failurePage(status, key, origin, id, headers);
  if (!configured(c)) {
    log('error', 'not_configured', { id, missing: 'GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET' });
    return fail(503, 'unavailable');
  }
  const params = strictQuery(c.req.url);
  if (!params) {
    log('info', 'refused', { id, reason: 'malformed_query' });
    return fail(400, 'malformed');
  }
  const cookies = cookieValues(c.req.header('Cookie'), COOKIE);
  if (!cookies || cookies.length > 1) {
    log('info', 'refused', { id, reason: 'malformed_cookie' });
    return fail(400, 'state');
  }
  const key = await stateKey(c.env.GITHUB_CLIENT_SECRET);
  const checked = await checkState(key, cookies[0] ?? '', params.get('state') ?? '');
  if (!checked.ok) {
    log('info', 'refused', { id, reason: `state_${checked.reason}` });
    return fail(400, 'state');
  }
  if (params.has('error')) {
    const error = params.get('error') ?? '';
    log('info', 'denied', { id, error: /^[a-z_]{1,64}$/.test(error) ? error : 'unknown' });
    return fail(403, 'denied');
  }
  const code = params.get('code') ?? '';
  if (!CODE.test(code)) {
    log('info', 'refused', { id, reason: 'malformed_code' });
    return fail(400, 'malformed');
  }
  // Per address, then across all visitors: strangers from many addresses
  // spend their own budgets, and the ceiling is far above what they can
  // reach, so the studio's own sign-in still gets through.
  const own = await c.env.EXCHANGE_LIMIT.limit({ key: clientAddress(c.req.raw) });
  const success = own.success && (await c.env.EXCHANGE_CEILING.limit({ key: 'all' })).success;
  if (!success) {
    log('info', 'refused', { id, reason: 'exchanges_limited' });
    return fail(429, 'limited', { 'Retry-After': '60' });
  }
  consumeState(checked);
  const started = Date.now();
  const outcome = await exchangeCode(c.env, `${origin}/oauth/callback`, code);
  const ms = Date.now() - started;
  if (outcome.token === undefined) {
    log('warn', 'exchange_failed', {
      id,
      upstream_status: outcome.status,
      error: outcome.error,
      ms,
    });
    return fail(502, 'exchange');
  }
  log('info', 'signed_in', { id, ms });
  return pageResponse(
    200,
    {
      message: MESSAGES.success,
      protocol: `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`,
      allowedOrigin: origin,
      automatic: true,
    },
    clearCookie(c),
  );
});

signIn.all('*', async (c) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return new Response(null, {
      status: 405,
      headers: { Allow: 'GET', 'Cache-Control': 'no-store' },
    });
  }
  return pageResponse(404, {
    message: MESSAGES.unknown,
    protocol: '',
    allowedOrigin: originOf(c),
    automatic: false,
  });
});
