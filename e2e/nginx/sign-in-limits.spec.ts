import { expect, test } from '@playwright/test';

import { FILM_MESSAGES, filmMessage } from '../../cms/oauth/films/messages.mjs';
import { MESSAGES } from '../../cms/oauth/messages.mjs';
import { startNginx } from '../../scripts/dev/local-nginx.mjs';
import { startSignInService, type SignInService } from '../support/sign-in-servers';

/**
 * nginx's rate limit in front of the sign-in service (deploy/nginx/
 * oauth-limits.conf, `location /oauth/`): a burst from one address is cut
 * off with the Polish 429 page before it reaches the service, which keeps
 * answering; a minute's allowance comes back. Its own nginx and service,
 * so the limit's memory starts empty: 60 requests in under 5 s, bounded.
 */
const port = Number(process.env.NGINX_E2E_SIGN_IN_PORT ?? 4380);

const get = (url: string) =>
  fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });

/** The real sign-in service behind its own nginx, for one test. */
async function withSignIn(run: (nginxUrl: string, service: SignInService) => Promise<void>) {
  const service = await startSignInService({
    OAUTH_CLIENT_ID: 'klient',
    OAUTH_CLIENT_SECRET: 'sekret',
    OAUTH_PUBLIC_URL: 'http://127.0.0.1/oauth',
    OAUTH_ALLOWED_ORIGIN: 'http://127.0.0.1',
    // Nothing listens there: the test never gets as far as an exchange.
    OAUTH_TOKEN_URL: 'http://127.0.0.1:9/login/oauth/access_token',
    OAUTH_PORT: '0',
  });
  try {
    const nginx = await startNginx({ port, oauthPort: service.port });
    try {
      await run(nginx.url, service);
    } finally {
      await nginx.stop();
    }
  } finally {
    await service.close();
  }
}

test('a burst of sign-ins from one address gets 429 with the Polish page; the service stays up', async () => {
  test.setTimeout(60_000);
  await withSignIn(async (nginxUrl, service) => {
    // 60 requests one after another, 75 ms apart (4.5 s): nginx lets 11 through at once
    // (1 + a burst of 10), then one every 5 s. More at the same time would meet its
    // limit of 4 connections an address first.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 60; i += 1) {
      const started = Date.now();
      const res = await get(`${nginxUrl}/oauth/auth?provider=github&scope=repo`);
      statuses.push(res.status);
      if (res.status === 429 && !refused) refused = res;
      else await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, Math.max(0, 75 - (Date.now() - started))));
    }
    expect(statuses.slice(0, 12)).toEqual([...Array<number>(11).fill(302), 429]);
    // One more may pass if the requests took longer than the 5 s a new allowance needs.
    expect(statuses.filter((status) => status === 302).length).toBeLessThanOrEqual(12);
    expect(new Set(statuses)).toEqual(new Set([302, 429]));

    // The refusal is nginx's: the Polish page, when to come back, nothing cached.
    expect(refused?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(refused?.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await refused?.text())?.replaceAll('&nbsp;', ' ')).toContain(MESSAGES.limited);
    expect(service.journal().filter((line) => line.level !== 'info')).toEqual([]);

    // The service itself kept answering, and a few seconds later nginx lets the studio in again.
    expect(service.running()).toBe(true);
    expect(await (await get(`${service.origin}/oauth/health`)).text()).toBe('ok');
    await expect
      .poll(async () => (await get(`${nginxUrl}/oauth/health`)).status, {
        timeout: 12_000,
        intervals: [1000],
      })
      .toBe(200);
  });
});

test('a sign-in service that is down gets a Polish 503 from nginx, not its 502', async () => {
  // Port 9 (discard): nothing listens there on loopback.
  const alone = await startNginx({ port, oauthPort: 9 });
  try {
    const res = await get(`${alone.url}/oauth/auth?provider=github&scope=repo`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await res.text()).replaceAll('&nbsp;', ' ')).toContain(MESSAGES.unavailable);
  } finally {
    await alone.stop();
  }
});

test('film uploads reach the service under limits of their own, and nginx refuses in JSON', async () => {
  test.setTimeout(60_000);
  await withSignIn(async (nginxUrl, service) => {
    // An upload asks for part URLs in quick succession: 21 at once (1 + a burst of 20)
    // reach the service (uploads are off here: its 404 in JSON), far beyond the sign-in's 11.
    const films = `${nginxUrl}/oauth/films/masters`;
    const first: Response[] = [];
    for (let i = 0; i < 21; i += 1) first.push(await get(films));
    expect(first.map((res) => res.status)).toEqual(Array<number>(21).fill(404));
    expect(await first[0]?.json()).toEqual({ error: filmMessage('off') });

    // Then 5 a second: a flood meets nginx's 429, in JSON with the service's text.
    let refused: Response | undefined;
    for (let i = 0; i < 200 && !refused; i += 1) {
      const res = await get(films);
      if (res.status === 429) refused = res;
      else await res.arrayBuffer();
    }
    expect(refused?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(refused?.headers.get('retry-after')).toBe('5');
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(await refused?.json()).toEqual({ error: filmMessage('limited') });

    // A body past 1 MB never reaches the service: the parts go to the bucket, not here.
    const big = await fetch(`${nginxUrl}/oauth/films/uploads/complete`, {
      method: 'POST',
      body: 'x'.repeat(1_100_000),
      signal: AbortSignal.timeout(10_000),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: filmMessage('bodyTooLarge') });

    // The sign-in's own allowance is untouched.
    expect((await get(`${nginxUrl}/oauth/health`)).status).toBe(200);
    expect(service.journal().filter((line) => line.level === 'error')).toEqual([]);
  });
});

test('film uploads with the service down get a JSON 503 from nginx', async () => {
  const alone = await startNginx({ port, oauthPort: 9 });
  try {
    const res = await get(`${alone.url}/oauth/films/masters`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ error: filmMessage('unavailable') });
    expect(FILM_MESSAGES.unavailable).toContain('chwilowo niedostępne');
  } finally {
    await alone.stop();
  }
});
