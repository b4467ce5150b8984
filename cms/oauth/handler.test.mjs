import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { configFromEnv, cookieValue, createHandler, MESSAGES } from './handler.mjs';

const SECRET = 'sekret-aplikacji';
/** @type {import('vitest').Mock<typeof fetch>} */
const tokenEndpoint = vi.fn();
const handle = createHandler({
  clientId: 'klient',
  clientSecret: SECRET,
  publicUrl: 'https://www.swiatlocien.pl/oauth',
  allowedOrigin: 'https://www.swiatlocien.pl',
  authorizeUrl: 'https://git.example/login/oauth/authorize',
  tokenUrl: 'https://git.example/login/oauth/access_token',
  fetch: tokenEndpoint,
});
const server = createServer((req, res) => void handle(req, res));
let origin = '';

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

/** @param {string} path @param {Record<string, string>} [headers] */
const get = (path, headers = {}) => fetch(`${origin}${path}`, { redirect: 'manual', headers });

/** Starts a sign-in: the state the Git host gets, and the cookie the browser keeps. */
async function start() {
  const res = await get('/oauth/auth?provider=github&site_id=www.swiatlocien.pl&scope=repo');
  const location = new URL(res.headers.get('location') ?? '');
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { res, location, cookie, state: location.searchParams.get('state') ?? '' };
}

/**
 * The JSON block the popup page hands to its script.
 * @param {Response} res
 */
async function pageData(res) {
  const html = await res.text();
  const json = /<script type="application\/json" id="dane">([^<]*)<\/script>/.exec(html)?.[1];
  return { html, data: JSON.parse(json ?? '{}') };
}

describe('/auth', () => {
  it('sends the popup to the Git host with the app, the callback and a fresh random state', async () => {
    const first = await start();
    const second = await start();
    expect(first.res.status).toBe(302);
    expect(first.location.origin + first.location.pathname).toBe(
      'https://git.example/login/oauth/authorize',
    );
    expect(Object.fromEntries(first.location.searchParams)).toMatchObject({
      client_id: 'klient',
      redirect_uri: 'https://www.swiatlocien.pl/oauth/callback',
      scope: 'repo',
    });
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(second.state).not.toBe(first.state);
    expect(first.location.toString()).not.toContain(SECRET);
  });

  it('keeps the state in an HttpOnly, SameSite=Lax, Secure cookie for the callback only', async () => {
    const { res, state } = await start();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookieValue(cookie.split(';')[0], 'swiatlocien_oauth_state')).toBe(state);
    expect(cookie).toMatch(/; Path=\/oauth\/; HttpOnly; SameSite=Lax; Secure; Max-Age=600$/);
  });
});

describe('/callback', () => {
  it('exchanges the code on the server and hands the token to the site’s editor only', async () => {
    tokenEndpoint.mockResolvedValueOnce(
      Response.json({ access_token: 'gho_token', scope: 'repo' }),
    );
    const { state, cookie } = await start();
    const res = await get(`/oauth/callback?code=kod&state=${state}`, { cookie });
    expect(res.status).toBe(200);
    const [url, init] = tokenEndpoint.mock.lastCall ?? [];
    expect(url).toBe('https://git.example/login/oauth/access_token');
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: 'klient',
      client_secret: SECRET,
      code: 'kod',
      redirect_uri: 'https://www.swiatlocien.pl/oauth/callback',
    });
    const { html, data } = await pageData(res);
    expect(data).toEqual({
      protocol: 'authorization:github:success:{"token":"gho_token","provider":"github"}',
      allowedOrigin: 'https://www.swiatlocien.pl',
      automatic: true,
    });
    expect(html).toContain(MESSAGES.success);
    expect(html).not.toContain(SECRET);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+';/,
    );
    expect(res.headers.get('set-cookie')).toMatch(/^swiatlocien_oauth_state=; .*Max-Age=0$/);
  });

  /** @type {[string, 'state' | 'denied' | 'exchange', number, (state: string) => string][]} */
  const failures = [
    ['a state that is not this browser’s', 'state', 400, (s) => `code=kod&state=${s}x`],
    ['a denied login', 'denied', 403, (s) => `error=access_denied&state=${s}`],
    ['a failed token exchange', 'exchange', 502, (s) => `code=odrzucony&state=${s}`],
  ];
  it.each(failures)('%s: a Polish message and no token', async (_, key, status, query) => {
    tokenEndpoint.mockResolvedValueOnce(
      Response.json({ error: 'bad_verification_code', error_description: 'The code is wrong' }),
    );
    const { state, cookie } = await start();
    const res = await get(`/oauth/callback?${query(state)}`, { cookie });
    expect(res.status).toBe(status);
    const { html, data } = await pageData(res);
    expect(html).toContain(MESSAGES[key]);
    expect(data.protocol).toBe(
      `authorization:github:error:${JSON.stringify({ message: MESSAGES[key] })}`,
    );
    expect(data.automatic).toBe(false);
    expect(html).not.toMatch(/token|gho_/);
  });

  it('refuses a callback without the cookie, even with a state', async () => {
    const { state } = await start();
    const res = await get(`/oauth/callback?code=kod&state=${state}`);
    expect(res.status).toBe(400);
    expect((await pageData(res)).html).toContain(MESSAGES.state);
  });

  it('treats a token endpoint that cannot be reached as a failed exchange', async () => {
    tokenEndpoint.mockRejectedValueOnce(new TypeError('fetch failed'));
    const { state, cookie } = await start();
    const res = await get(`/oauth/callback?code=kod&state=${state}`, { cookie });
    expect(res.status).toBe(502);
    expect((await pageData(res)).html).toContain(MESSAGES.exchange);
  });
});

/** @param {Record<string, string>} values @returns {NodeJS.ProcessEnv} */
const env = (values) => /** @type {NodeJS.ProcessEnv} */ (values);

describe('the settings', () => {
  it('need the app, the service’s address and the site; GitHub is the default host', () => {
    expect(() => configFromEnv(env({ OAUTH_CLIENT_ID: 'x' }))).toThrow(
      'Missing settings: OAUTH_CLIENT_SECRET, OAUTH_PUBLIC_URL, OAUTH_ALLOWED_ORIGIN',
    );
    expect(
      configFromEnv(
        env({
          OAUTH_CLIENT_ID: 'a',
          OAUTH_CLIENT_SECRET: 'b',
          OAUTH_PUBLIC_URL: 'https://www.swiatlocien.pl/oauth',
          OAUTH_ALLOWED_ORIGIN: 'https://www.swiatlocien.pl/admin',
        }),
      ),
    ).toMatchObject({
      allowedOrigin: 'https://www.swiatlocien.pl',
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
    });
  });
});
