// For the tests (handler.test.mjs, load.test.mjs): the service on loopback,
// as server.mjs runs it, with a stand-in token endpoint, a clock the test
// moves, and the journal's lines kept for reading.
import { vi } from 'vitest';

import { createLog } from './log.mjs';
import { createService } from './service.mjs';

/**
 * @param {Partial<import('./config.mjs').OAuthConfig>} [options]
 */
export async function startTestService(options = {}) {
  /** @type {import('vitest').Mock<typeof fetch>} */
  const tokenEndpoint = vi.fn();
  let offset = 0;
  const clock = {
    now: () => Date.now() + offset,
    /** @param {number} ms */
    advance: (ms) => void (offset += ms),
  };
  const lines = /** @type {string[]} */ ([]);
  const { server, handle } = createService({
    clientId: 'klient',
    clientSecret: 'sekret',
    publicUrl: 'https://www.swiatlocien.pl/oauth',
    allowedOrigin: 'https://www.swiatlocien.pl',
    authorizeUrl: 'https://git.example/login/oauth/authorize',
    tokenUrl: 'https://git.example/login/oauth/access_token',
    fetch: tokenEndpoint,
    now: clock.now,
    log: createLog({ write: (line) => lines.push(line), now: clock.now, journal: false }),
    ...options,
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /** @param {string} path @param {Record<string, string>} [headers] */
  const get = (path, headers = {}) =>
    fetch(`${origin}${path}`, { redirect: 'manual', headers, signal: AbortSignal.timeout(10_000) });

  return {
    origin,
    tokenEndpoint,
    clock,
    handle,
    get,
    /** Starts a sign-in: the state the Git host gets, and the cookie the browser keeps. */
    async start() {
      const res = await get('/oauth/auth?provider=github&site_id=www.swiatlocien.pl&scope=repo');
      const location = new URL(res.headers.get('location') ?? '');
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return { res, location, cookie, state: location.searchParams.get('state') ?? '' };
    },
    journalText: () => lines.join(''),
    /** @returns {Record<string, unknown>[]} */
    journal: () => lines.map((line) => JSON.parse(line)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
