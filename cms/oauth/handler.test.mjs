import { afterEach, describe, expect, it, vi } from 'vitest';

import { configFromEnv } from './config.mjs';
import { MESSAGES } from './messages.mjs';
import { page } from './page.mjs';
import { cookieValues } from './request.mjs';
import { createStates, stateKey } from './state.mjs';
import { startTestService } from './test-service.mjs';

const SECRET = 'sekret-aplikacji';
const COOKIE = 'swiatlocien_oauth_state';

/** @type {Awaited<ReturnType<typeof startTestService>>[]} */
const running = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

/** A service on loopback with a stand-in token endpoint, a clock and a journal to read. */
async function service(options = {}) {
  const s = await startTestService({ clientSecret: SECRET, ...options });
  running.push(s);
  return s;
}

/**
 * The JSON block the popup page hands to its script.
 * @param {Response} res
 */
async function pageData(res) {
  // One-letter words are glued to the next by a no-break space (page.mjs).
  const html = (await res.text()).replaceAll('\u00a0', ' ');
  const json = /<script type="application\/json" id="dane">([^<]*)<\/script>/.exec(html)?.[1];
  return { html, data: JSON.parse(json ?? '{}') };
}

/** @param {Response} res @param {keyof typeof MESSAGES} key */
async function expectRefusal(res, key) {
  const { html, data } = await pageData(res);
  expect(html).toContain(MESSAGES[key]);
  expect(data.protocol).toBe(
    `authorization:github:error:${JSON.stringify({ provider: 'github', error: MESSAGES[key] })}`,
  );
  expect(data.automatic).toBe(false);
  expect(html).not.toMatch(/token|gho_/);
  return html;
}

describe('/auth', () => {
  it('sends the popup to the Git host with the app, the callback and a fresh signed state', async () => {
    const s = await service();
    const first = await s.start();
    const second = await s.start();
    expect(first.res.status).toBe(302);
    expect(first.location.origin + first.location.pathname).toBe(
      'https://git.example/login/oauth/authorize',
    );
    expect(Object.fromEntries(first.location.searchParams)).toMatchObject({
      client_id: 'klient',
      redirect_uri: 'https://www.swiatlocien.pl/oauth/callback',
      scope: 'repo',
    });
    expect(first.state).toMatch(/^v1\.[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
    expect(second.state).not.toBe(first.state);
    expect(first.location.toString()).not.toContain(SECRET);
  });

  it('keeps the state in an HttpOnly, SameSite=Lax, Secure cookie for the callback only', async () => {
    const s = await service();
    const { res, state } = await s.start();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookieValues(cookie.split(';')[0], COOKIE)).toEqual([state]);
    expect(cookie).toMatch(/; Path=\/oauth\/; HttpOnly; SameSite=Lax; Secure; Max-Age=600$/);
  });
});

describe('/callback', () => {
  it('exchanges the code on the server and hands the token to the site’s editor only', async () => {
    const s = await service();
    s.tokenEndpoint.mockResolvedValueOnce(
      Response.json({ access_token: 'gho_token', scope: 'repo' }),
    );
    const { state, cookie } = await s.start();
    const res = await s.get(`/oauth/callback?code=kod&state=${state}`, { cookie });
    expect(res.status).toBe(200);
    const [url, init] = s.tokenEndpoint.mock.lastCall ?? [];
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
    const s = await service();
    s.tokenEndpoint.mockResolvedValueOnce(
      Response.json({ error: 'bad_verification_code', error_description: 'The code is wrong' }),
    );
    const { state, cookie } = await s.start();
    const res = await s.get(`/oauth/callback?${query(state)}`, { cookie });
    expect(res.status).toBe(status);
    await expectRefusal(res, key);
  });

  it('refuses a callback without the cookie, even with a state', async () => {
    const s = await service();
    const { state } = await s.start();
    const res = await s.get(`/oauth/callback?code=kod&state=${state}`);
    expect(res.status).toBe(400);
    await expectRefusal(res, 'state');
  });

  it('treats a token endpoint that cannot be reached, or does not answer in time, as a failed exchange', async () => {
    const s = await service({ timeoutMs: 50 });
    s.tokenEndpoint.mockRejectedValueOnce(new TypeError('fetch failed'));
    s.tokenEndpoint.mockImplementationOnce(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    for (const error of ['unreachable', 'timeout']) {
      const { state, cookie } = await s.start();
      const res = await s.get(`/oauth/callback?code=kod&state=${state}`, { cookie });
      expect(res.status).toBe(502);
      await expectRefusal(res, 'exchange');
      expect(s.journal().at(-1)).toMatchObject({ event: 'exchange_failed', error });
    }
  });
});

describe('the popup’s page', () => {
  it('keeps a one-letter word on the line of the next, in the text only', () => {
    const { html } = page({
      message: MESSAGES.state,
      protocol: `authorization:github:error:${JSON.stringify({ provider: 'github', error: MESSAGES.state })}`,
      allowedOrigin: 'https://www.swiatlocien.pl',
      automatic: false,
    });
    const text = /<p role="status">([^<]*)<\/p>/.exec(html)?.[1] ?? '';
    expect(text).toContain('rozpoczętego w\u00a0tej przeglądarce');
    expect(text).toContain('i\u00a0zaloguj się');
    expect(text).not.toMatch(/ [aiouwz] /);
    // The editor gets the message as written (the editor lays it out itself).
    expect(html).toContain('parametr „state”). Zamknij to okno i zaloguj');
  });
});

describe('a state the service did not issue, or issued once already', () => {
  const forged = {
    'a cookie and a state of the caller’s choosing': () => 'podrobiony',
    'a well-formed state with a made-up signature': () =>
      `v1.${(Date.now() + 60_000).toString(36)}.${'a'.repeat(22)}.${'b'.repeat(43)}`,
    'a state signed with another key': () => createStates({ key: stateKey('inny-sekret') }).issue(),
  };
  it.each(Object.entries(forged))('%s: refused before the Git host is asked', async (_, make) => {
    const s = await service();
    const state = make();
    const res = await s.get(`/oauth/callback?code=kod&state=${state}`, {
      cookie: `${COOKIE}=${state}`,
    });
    expect(res.status).toBe(400);
    await expectRefusal(res, 'state');
    expect(s.tokenEndpoint).not.toHaveBeenCalled();
  });

  it('an expired state is refused; a used one cannot be replayed', async () => {
    const s = await service();
    s.tokenEndpoint.mockResolvedValue(Response.json({ access_token: 'gho_token' }));
    const late = await s.start();
    s.clock.advance(10 * 60_000 + 1);
    const expired = await s.get(`/oauth/callback?code=kod&state=${late.state}`, {
      cookie: late.cookie,
    });
    expect(expired.status).toBe(400);
    expect(s.tokenEndpoint).not.toHaveBeenCalled();

    const { state, cookie } = await s.start();
    const url = `/oauth/callback?code=kod&state=${state}`;
    expect((await s.get(url, { cookie })).status).toBe(200);
    const replay = await s.get(url, { cookie });
    expect(replay.status).toBe(400);
    await expectRefusal(replay, 'state');
    expect(s.tokenEndpoint).toHaveBeenCalledTimes(1);
  });
});

describe('a malformed request', () => {
  /** @type {[string, (state: string) => string, (cookie: string) => string, keyof typeof MESSAGES][]} */
  const cases = [
    ['bad percent-encoding', (s) => `code=%E0%A4%A&state=${s}`, (c) => c, 'malformed'],
    ['a parameter given twice', (s) => `code=kod&state=${s}&state=${s}`, (c) => c, 'malformed'],
    ['an oversized code', (s) => `code=${'k'.repeat(600)}&state=${s}`, (c) => c, 'malformed'],
    [
      'an oversized address',
      (s) => `code=kod&state=${s}&x=${'x'.repeat(2100)}`,
      (c) => c,
      'malformed',
    ],
    ['no code', (s) => `state=${s}`, (c) => c, 'malformed'],
    ['a code with spaces', (s) => `code=a%20b&state=${s}`, (c) => c, 'malformed'],
    [
      'a cookie with bad percent-encoding',
      (s) => `code=kod&state=${s}`,
      () => `${COOKIE}=%ZZ%`,
      'state',
    ],
    ['the cookie twice', (s) => `code=kod&state=${s}`, (c) => `${c}; ${c}`, 'state'],
    [
      'an oversized cookie header',
      (s) => `code=kod&state=${s}`,
      (c) => `${c}; x=${'y'.repeat(5000)}`,
      'state',
    ],
  ];
  it.each(cases)(
    '%s: 400 with the Polish page, and no exchange',
    async (_, query, cookieOf, key) => {
      const s = await service();
      const { state, cookie } = await s.start();
      const res = await s.get(`/oauth/callback?${query(state)}`, { cookie: cookieOf(cookie) });
      expect(res.status).toBe(400);
      await expectRefusal(res, key);
      expect(s.tokenEndpoint).not.toHaveBeenCalled();
    },
  );

  it('an unexpected error is a 500 with the Polish page and its number, no details', async () => {
    const s = await service();
    s.tokenEndpoint.mockResolvedValueOnce(
      /** @type {Response} */ (
        /** @type {unknown} */ ({
          get status() {
            throw new Error(`szczegóły ${SECRET}`);
          },
        })
      ),
    );
    const { state, cookie } = await s.start();
    const res = await s.get(`/oauth/callback?code=kod&state=${state}`, { cookie });
    expect(res.status).toBe(500);
    const html = await expectRefusal(res, 'internal');
    const id = res.headers.get('x-request-id') ?? '';
    expect(html).toContain(`Numer zgłoszenia: ${id}`);
    expect(html).not.toContain('szczegóły');
    expect(s.journal().at(-1)).toMatchObject({ level: 'error', event: 'internal_error', id });
    expect(s.journalText()).not.toContain('szczegóły');
    // The service still answers.
    expect((await s.get('/oauth/health')).status).toBe(200);
  });
});

describe('limits on the use of the client secret', () => {
  it('a few exchanges at a time: the next waits for none, it is told to retry', async () => {
    const s = await service({ maxInFlight: 2 });
    /** @type {((value: Response) => void)[]} */
    const pending = [];
    s.tokenEndpoint.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const logins = await Promise.all([1, 2, 3].map(() => s.start()));
    const url = (/** @type {{ state: string }} */ l) => `/oauth/callback?code=kod&state=${l.state}`;
    const [a, b, c] = /** @type {[typeof logins[0], typeof logins[0], typeof logins[0]]} */ (
      logins
    );
    const first = s.get(url(a), { cookie: a.cookie });
    const second = s.get(url(b), { cookie: b.cookie });
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    const busy = await s.get(url(c), { cookie: c.cookie });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    // The browser keeps the state's cookie, so reloading the window completes the login.
    expect(busy.headers.get('set-cookie')).toBeNull();
    await expectRefusal(busy, 'busy');
    for (const resolve of pending) resolve(Response.json({ access_token: 'gho_token' }));
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // The refused login was not spent: the same callback works once there is room.
    s.tokenEndpoint.mockResolvedValueOnce(Response.json({ access_token: 'gho_token' }));
    expect((await s.get(url(c), { cookie: c.cookie })).status).toBe(200);
    expect(s.tokenEndpoint).toHaveBeenCalledTimes(3);
  });

  it('a budget a minute: beyond it 429 with Retry-After, and a minute later again', async () => {
    const s = await service({ perMinute: 3 });
    s.tokenEndpoint.mockImplementation(async () => Response.json({ access_token: 'gho_token' }));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const { state, cookie } = await s.start();
      const res = await s.get(`/oauth/callback?code=kod&state=${state}`, { cookie });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toBe('60');
        expect(res.headers.get('set-cookie')).toBeNull();
        await expectRefusal(res, 'limited');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    s.clock.advance(60_000);
    const { state, cookie } = await s.start();
    expect((await s.get(`/oauth/callback?code=kod&state=${state}`, { cookie })).status).toBe(200);
    expect(s.tokenEndpoint).toHaveBeenCalledTimes(4);
  });
});

describe('the journal', () => {
  it('keeps the Git host’s error code and a number per failed exchange, never a secret, code, state or token', async () => {
    const s = await service();
    const CODE = 'kod-ze-znakami-1234';
    const TOKEN = 'gho_wyciek';
    s.tokenEndpoint.mockResolvedValueOnce(
      Response.json({ error: 'bad_verification_code', error_description: `zły ${CODE}` }),
    );
    s.tokenEndpoint.mockResolvedValueOnce(
      new Response(`access_token=${TOKEN}&scope=repo`, { status: 200 }),
    );
    s.tokenEndpoint.mockResolvedValueOnce(
      Response.json({ message: `Server Error ${TOKEN}` }, { status: 503 }),
    );
    const states = [];
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      const { state, cookie } = await s.start();
      states.push(state);
      const res = await s.get(`/oauth/callback?code=${CODE}&state=${state}`, { cookie });
      expect(res.status).toBe(502);
      ids.push(res.headers.get('x-request-id'));
    }
    // A forged state and a malformed request are logged as refusals.
    await s.get(`/oauth/callback?code=${CODE}&state=${states[0]}`, {
      cookie: `${COOKIE}=${states[0]}`,
    });
    await s.get(`/oauth/callback?code=%ZZ&state=${states[0]}`);

    const failed = s.journal().filter((l) => l.event === 'exchange_failed');
    expect(failed).toEqual([
      expect.objectContaining({
        level: 'warn',
        id: ids[0],
        upstream_status: 200,
        error: 'bad_verification_code',
      }),
      expect.objectContaining({ id: ids[1], upstream_status: 200, error: 'not_json' }),
      expect.objectContaining({ id: ids[2], upstream_status: 503, error: 'http_error' }),
    ]);
    expect(
      s
        .journal()
        .filter((l) => l.event === 'refused')
        .map((l) => l.reason),
    ).toEqual(['state_used', 'malformed_query']);
    const text = s.journalText();
    for (const secret of [SECRET, CODE, TOKEN, ...states]) expect(text).not.toContain(secret);
  });

  it('a flood of refusals writes a few lines a minute, then counts the rest', async () => {
    const s = await service();
    for (let i = 0; i < 25; i += 1) await s.get('/oauth/callback?code=kod&state=podrobiony');
    expect(s.journal().filter((l) => l.event === 'refused')).toHaveLength(10);
    s.clock.advance(60_000);
    await s.get('/oauth/callback?code=kod&state=podrobiony');
    expect(s.journal().at(-1)).toMatchObject({ reason: 'state_mismatch', dropped_before: 15 });
  });
});

/** @param {Record<string, string>} values @returns {NodeJS.ProcessEnv} */
const env = (values) => /** @type {NodeJS.ProcessEnv} */ (values);

describe('the settings', () => {
  const required = {
    OAUTH_CLIENT_ID: 'a',
    OAUTH_CLIENT_SECRET: 'b',
    OAUTH_PUBLIC_URL: 'https://www.swiatlocien.pl/oauth',
    OAUTH_ALLOWED_ORIGIN: 'https://www.swiatlocien.pl/admin',
  };
  it('need the app, the service’s address and the site; GitHub and the limits have defaults', () => {
    expect(() => configFromEnv(env({ OAUTH_CLIENT_ID: 'x' }))).toThrow(
      'Missing settings: OAUTH_CLIENT_SECRET, OAUTH_PUBLIC_URL, OAUTH_ALLOWED_ORIGIN',
    );
    expect(configFromEnv(env(required))).toMatchObject({
      allowedOrigin: 'https://www.swiatlocien.pl',
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      maxInFlight: 4,
      perMinute: 20,
    });
  });

  it('refuse a limit that is not a small whole number', () => {
    expect(configFromEnv(env({ ...required, OAUTH_EXCHANGES_PER_MINUTE: '5' }))).toMatchObject({
      perMinute: 5,
    });
    expect(() => configFromEnv(env({ ...required, OAUTH_EXCHANGES_IN_FLIGHT: '0' }))).toThrow(
      'OAUTH_EXCHANGES_IN_FLIGHT must be a whole number from 1 to 1000, not "0"',
    );
  });
});
