// The sign-in service under a burst, on loopback: 200 requests, 30 at a time,
// half of them real logins and the rest forged or malformed, against a
// stand-in token endpoint that takes its time. Bounded in count and time (a
// few seconds here), so it runs with the unit tests (`npm test`).
import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { startTestService } from './test-service.mjs';

const REQUESTS = 200;
const CONCURRENCY = 30;
const LOGINS = 100;
const UPSTREAM_DELAY_MS = 100;

/** The Git host's token endpoint, slow on purpose; it counts what reaches it. */
const upstream = { inFlight: 0, maxInFlight: 0, codes: /** @type {string[]} */ ([]) };
const tokenServer = createServer((req, res) => {
  upstream.inFlight += 1;
  upstream.maxInFlight = Math.max(upstream.maxInFlight, upstream.inFlight);
  const chunks = /** @type {Buffer[]} */ ([]);
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    upstream.codes.push(JSON.parse(Buffer.concat(chunks).toString()).code);
    setTimeout(() => {
      upstream.inFlight -= 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ access_token: 'gho_obciazenie' }));
    }, UPSTREAM_DELAY_MS);
  });
});
let tokenUrl = '';

beforeAll(async () => {
  await new Promise((resolve) => tokenServer.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = tokenServer.address();
  tokenUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/login/oauth/access_token`;
});
afterAll(() => new Promise((resolve) => tokenServer.close(() => resolve(undefined))));

it(
  'holds its limits under a burst, sends nothing forged upstream, and keeps answering',
  { timeout: 30_000 },
  async () => {
    const service = await startTestService({ tokenUrl, fetch: undefined });
    try {
      /** @type {{ state: string, cookie: string }[]} */
      const logins = [];
      for (let i = 0; i < LOGINS; i += 1) logins.push(await service.start());
      const forgeries = [
        (/** @type {number} */ i) => ({
          query: `code=forged-${i}&state=podrobiony-${i}`,
          cookie: `swiatlocien_oauth_state=podrobiony-${i}`,
        }),
        (/** @type {number} */ i) => ({ query: `code=forged-${i}&state=%E0%A4%A`, cookie: '' }),
        (/** @type {number} */ i) => ({
          query: `code=forged-${i}&state=x&state=y`,
          cookie: 'swiatlocien_oauth_state=%ZZ',
        }),
        // A real state without its cookie: another browser's login.
        (/** @type {number} */ i) => ({
          query: `code=forged-${i}&state=${logins[i % LOGINS]?.state}`,
          cookie: '',
        }),
      ];
      const requests = Array.from({ length: REQUESTS }, (_, i) => {
        const login = i % 2 === 0 ? logins[i / 2] : undefined;
        if (login)
          return {
            forged: false,
            query: `code=valid-${i}&state=${login.state}`,
            cookie: login.cookie,
          };
        return {
          forged: true,
          ...(forgeries[i % forgeries.length]?.(i) ?? { query: '', cookie: '' }),
        };
      });

      /** Each request's status, by its place in `requests`. */
      const results = /** @type {number[]} */ ([]);
      let next = 0;
      async function worker() {
        while (next < requests.length) {
          const index = next++;
          const request = requests[index];
          if (!request) break;
          const res = await service.get(
            `/oauth/callback?${request.query}`,
            request.cookie ? { cookie: request.cookie } : {},
          );
          await res.arrayBuffer();
          results[index] = res.status;
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const of = (/** @type {boolean} */ forged) =>
        results.filter((_, index) => requests[index]?.forged === forged);

      expect(results.filter(Number.isInteger)).toHaveLength(REQUESTS);
      expect(new Set(of(true))).toEqual(new Set([400]));
      // Logins got a token, or were told to retry (busy: 503; over the budget: 429); nothing broke.
      expect(of(false)).toContain(503);
      expect(of(false).every((s) => [200, 429, 503].includes(s))).toBe(true);
      expect(upstream.maxInFlight).toBeLessThanOrEqual(4);
      expect(upstream.codes.filter((code) => !code.startsWith('valid-'))).toEqual([]);
      const signedIn = of(false).filter((s) => s === 200).length;
      expect(upstream.codes).toHaveLength(signedIn);
      expect(signedIn).toBeLessThanOrEqual(20);

      // The logins told to retry do so, one by one, until the minute's budget (20) runs out.
      const retried = [];
      for (const [index, request] of requests.entries()) {
        if (request.forged || results[index] === 200) continue;
        const res = await service.get(`/oauth/callback?${request.query}`, {
          cookie: request.cookie,
        });
        await res.arrayBuffer();
        retried.push(res.status);
      }
      expect(retried.slice(0, 20 - signedIn)).toEqual(Array(20 - signedIn).fill(200));
      expect(new Set(retried.slice(20 - signedIn))).toEqual(new Set([429]));
      expect(upstream.codes).toHaveLength(20);

      // Still up, nothing left in flight, and the memory of spent states is bounded and emptied.
      expect(await (await service.get('/oauth/health')).text()).toBe('ok');
      const stats = service.handle.stats();
      expect(stats.inFlight).toBe(0);
      expect(stats.usedStates).toBe(upstream.codes.length);
      service.clock.advance(10 * 60_000);
      expect(service.handle.stats().usedStates).toBe(0);
      expect(service.journal().some((line) => line.level === 'error')).toBe(false);
    } finally {
      await service.close();
    }
  },
);
