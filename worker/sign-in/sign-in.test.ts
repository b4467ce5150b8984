import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fakeGitHub,
  freshWindow,
  newAddress,
  send,
  SITE,
  testEnv,
  watchLog,
} from '../test/helpers';
import { COOKIE } from './app';
import { MESSAGES, REFERENCE_LABEL, typeset } from './messages';
import { limitKey } from './request';
import { issueState, STATE_TTL_MS, stateKey } from './state';

const CLIENT_ID = 'klient-testowy';
const SECRET = 'sekret-testowy';
const CODE = 'kod-z-githuba';
const TOKEN = 'gho_tokenStudia123';

/** GitHub's token endpoint: a token for the one good code and the app's credentials. */
function tokenEndpoint() {
  return fakeGitHub(async (request) => {
    const url = new URL(request.url);
    if (url.href !== 'https://github.test/login/oauth/access_token')
      return new Response('nie tu', { status: 404 });
    const form = await request.formData();
    const basic = `Basic ${btoa(`${CLIENT_ID}:${SECRET}`)}`;
    const ok = request.headers.get('Authorization') === basic && form.get('code') === CODE;
    return Response.json(
      ok
        ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
        : { error: 'bad_verification_code', error_description: 'The code passed is incorrect.' },
    );
  });
}

/** /oauth/auth as the editor's popup opens it: GitHub's address and the state's cookie. */
async function startSignIn(ip = newAddress()) {
  const response = await send('/oauth/auth?provider=github&site_id=www.swiatlocien.pl&scope=repo', {
    ip,
  });
  const location = new URL(response.headers.get('Location') ?? 'about:blank');
  const state = location.searchParams.get('state') ?? '';
  return { response, location, state, cookie: `${COOKIE}=${state}` };
}

const callback = (query: Record<string, string>, cookie?: string, ip?: string) =>
  send(`/oauth/callback?${new URLSearchParams(query)}`, {
    headers: cookie ? { Cookie: cookie } : {},
    ip,
  });

/** The data block of the popup's page: what it posts, and to whom. */
async function pageData(response: Response) {
  const html = await response.text();
  const json = /<script type="application\/json" id="dane">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    html,
    data: JSON.parse(json ?? '{}') as { protocol: string; allowedOrigin: string },
  };
}

let log: ReturnType<typeof watchLog>;
beforeEach(() => {
  log = watchLog();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/oauth/auth', () => {
  it('sends the popup to GitHub with a signed state, kept in an HttpOnly cookie', async () => {
    const { response, location, state } = await startSignIn();
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe('https://github.test/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/oauth/callback`);
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(state).toMatch(/^v1\.[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toContain(`${COOKIE}=${state};`);
    for (const attribute of ['Path=/oauth/', 'HttpOnly', 'SameSite=Lax', 'Secure', 'Max-Age=600'])
      expect(cookie).toContain(attribute);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('health says the sign-in is ready, and which version is live', async () => {
    const response = await send('/oauth/health', {}, { ...testEnv, SITE_COMMIT: 'abc1234' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Permissions-Policy',
    ])
      expect(response.headers.get(name), name).toBeTruthy();
    expect(await response.json()).toMatchObject({
      ok: true,
      site: 'public',
      missing: [],
      version: { commit: 'abc1234' },
    });
  });

  it('health names what is missing, in Polish, and never a secret’s value', async () => {
    const response = await send(
      '/oauth/health',
      {},
      { ...testEnv, GITHUB_CLIENT_SECRET: undefined, CMS_REPO: '' },
    );
    expect(response.status).toBe(503);
    const report = (await response.json()) as { missing: string[]; messages: string[] };
    expect(report.missing).toEqual(['GITHUB_CLIENT_SECRET', 'CMS_REPO']);
    expect(report.messages.join(' ')).toMatch(/logowanie do edytora nie działa/);
    const full = await (await send('/oauth/health')).text();
    expect(full).not.toContain(SECRET);
  });
});

describe('/oauth/callback', () => {
  it('exchanges the code and hands the token to the site’s origin only', async () => {
    const requests = tokenEndpoint();
    const { state, cookie } = await startSignIn();
    const response = await callback({ code: CODE, state }, cookie);
    expect(response.status).toBe(200);
    const { html, data } = await pageData(response);
    expect(data.protocol).toBe(
      `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`,
    );
    // The token goes by postMessage to the Worker's own origin, the site's, and nowhere else.
    expect(data.allowedOrigin).toBe(SITE);
    expect(html).toContain('opener.postMessage(data.protocol, data.allowedOrigin)');
    expect(html).toContain('event.origin !== data.allowedOrigin');
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(response.headers.get('Set-Cookie')).toContain('Max-Age=0');
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'none'; script-src 'sha256-/,
    );
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    // arctic's request: the app's credentials as Basic, the code and this origin's callback.
    expect(requests).toHaveLength(1);
    const form = await requests[0]!.formData();
    expect(form.get('redirect_uri')).toBe(`${SITE}/oauth/callback`);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(log.lines).toContainEqual(expect.objectContaining({ event: 'signed_in' }));
    // Never a secret, a code, a state or a token in the log.
    for (const secret of [SECRET, CODE, state, TOKEN]) expect(log.raw()).not.toContain(secret);
  });

  it('refuses a forged state before GitHub is asked', async () => {
    const requests = tokenEndpoint();
    const { state } = await startSignIn();
    const forged = `${state.slice(0, -3)}${state.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const response = await callback({ code: CODE, state: forged }, `${COOKIE}=${forged}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(typeset(MESSAGES.state).replace(/„/g, '„'));
    expect(requests).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ reason: 'state_forged' }));
  });

  it('refuses a state of another browser (cookie and query differ)', async () => {
    const requests = tokenEndpoint();
    const first = await startSignIn();
    const second = await startSignIn();
    const response = await callback({ code: CODE, state: first.state }, second.cookie);
    expect(response.status).toBe(400);
    expect(requests).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ reason: 'state_mismatch' }));
  });

  it('refuses an expired state', async () => {
    const requests = tokenEndpoint();
    const old = await issueState(await stateKey(SECRET), Date.now() - STATE_TTL_MS - 1000);
    const response = await callback({ code: CODE, state: old }, `${COOKIE}=${old}`);
    expect(response.status).toBe(400);
    expect(requests).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ reason: 'state_expired' }));
  });

  it('takes a state once', async () => {
    const requests = tokenEndpoint();
    const { state, cookie } = await startSignIn();
    expect((await callback({ code: CODE, state }, cookie)).status).toBe(200);
    const again = await callback({ code: CODE, state }, cookie);
    expect(again.status).toBe(400);
    expect(requests).toHaveLength(1);
    expect(log.lines).toContainEqual(expect.objectContaining({ reason: 'state_used' }));
  });

  it('says in Polish that the studio cancelled on GitHub', async () => {
    const requests = tokenEndpoint();
    const { state, cookie } = await startSignIn();
    const response = await callback({ error: 'access_denied', state }, cookie);
    expect(response.status).toBe(403);
    const { html, data } = await pageData(response);
    expect(html).toContain('Logowanie anulowane');
    expect(data.protocol).toContain('authorization:github:error:');
    expect(requests).toHaveLength(0);
  });

  it('says so when GitHub gives no token, and logs GitHub’s code only', async () => {
    tokenEndpoint();
    const { state, cookie } = await startSignIn();
    const response = await callback({ code: 'kod-zly', state }, cookie);
    expect(response.status).toBe(502);
    const { html } = await pageData(response);
    expect(html).toContain('Nie udało się dokończyć logowania');
    const reference = new RegExp(
      `${typeset(REFERENCE_LABEL).replace(/[()]/g, '\\$&')}: ([0-9a-f]{16})`,
    ).exec(html)?.[1];
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        event: 'exchange_failed',
        error: 'bad_verification_code',
        id: reference,
      }),
    );
    expect(log.raw()).not.toContain('kod-zly');
  });

  it('refuses a malformed query (a parameter twice)', async () => {
    const { state, cookie } = await startSignIn();
    const response = await send(`/oauth/callback?code=a&code=b&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(400);
  });

  it('works without the app only to say it is unavailable', async () => {
    const response = await send('/oauth/auth', {}, { ...testEnv, GITHUB_CLIENT_SECRET: undefined });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Logowanie jest chwilowo niedostępne');
  });
});

describe('made-up callbacks from many addresses', () => {
  it('leave the studio’s own sign-in working', async () => {
    await freshWindow(60, 30);
    tokenEndpoint();
    // 40 addresses, each at the most its own limits allow: 4 sign-ins a minute.
    const strangers = Array.from({ length: 40 }, () => newAddress());
    const refused: number[] = [];
    for (const ip of strangers) {
      for (let i = 0; i < 4; i += 1) {
        const { state, cookie } = await startSignIn(ip);
        const answer = await callback({ code: `zmyslony-${i}`, state }, cookie, ip);
        refused.push(answer.status);
      }
    }
    // GitHub refused every made-up code (502); none of them spent the studio's chance.
    expect(new Set(refused)).toEqual(new Set([502]));
    const studio = `2001:db8:${(Date.now() % 9000) + 1000}::1`;
    const { state, cookie } = await startSignIn(studio);
    const signedIn = await callback({ code: CODE, state }, cookie, studio);
    expect(signedIn.status).toBe(200);
    expect((await pageData(signedIn)).data.protocol).toContain(TOKEN);
  }, 60_000);
});

describe('the limit per address', () => {
  it('answers a burst with the Polish 429 page, other addresses unaffected', async () => {
    await freshWindow(60, 20);
    const ip = newAddress();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 12; i += 1) {
      const { response } = await startSignIn(ip);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(302));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(refused?.headers.get('Retry-After')).toBe('60');
    expect(await refused?.text()).toContain('Zbyt wiele prób logowania w krótkim czasie');
    expect((await startSignIn(newAddress())).response.status).toBe(302);
  }, 60_000);
});

describe('an IPv6 subscriber', () => {
  it('is one address to the limits: its /64, however it is written', () => {
    expect(limitKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(limitKey('2001:0DB8:000a:b::9')).toBe('2001:db8:a:b::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('cannot dodge the limit by changing addresses inside its block', async () => {
    await freshWindow(60, 20);
    const block = `2001:db8:${(Date.now() % 9000) + 1000}:7`;
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1)
      statuses.push((await startSignIn(`${block}::${i}`)).response.status);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(302));
    expect(statuses[10]).toBe(429);
  }, 60_000);
});
