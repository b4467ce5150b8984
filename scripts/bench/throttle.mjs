// The film bench's slow 4G for every engine (film-start.mjs): a proxy in
// front of the served site that delays each response by the link's latency
// and lets every response together through no faster than its bandwidth.
// Chromium's DevTools protocol throttles only Chromium; Firefox and WebKit
// have no such switch, so the link is simulated here, the same for each.
// It also records what it sent and when, the bench's bytes-before-the-frame.
import { once } from 'node:events';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** Pieces small enough that responses in flight share the link fairly. */
const PIECE = 8 * 1024;

/**
 * @typedef {{ url: string, startMs: number, chunks: [number, number][] }} Sent
 *   a response: its path, when its request came (wall clock, ms), and each
 *   piece sent as [wall clock ms, bytes]
 */

/** @typedef {Awaited<ReturnType<typeof throttledProxy>>} Link */

/**
 * A proxy on a free port to `target` (an origin), throttled to `latencyMs`
 * per request and `downloadKbps` for all responses together.
 * @param {{ target: string, latencyMs: number, downloadKbps: number }} link
 */
export async function throttledProxy({ target, latencyMs, downloadKbps }) {
  const bytesPerMs = (downloadKbps * 1024) / 8 / 1000;
  const agent = new http.Agent({ keepAlive: true });
  /** When the link is next free (performance.now()), shared by every response. */
  let free = 0;
  /** @type {Sent[]} */
  let log = [];

  const server = http.createServer((req, res) => {
    /** @type {Sent} */
    const sent = { url: req.url ?? '/', startMs: Date.now(), chunks: [] };
    log.push(sent);
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers, agent },
      async (up) => {
        await sleep(latencyMs);
        if (res.destroyed) return up.destroy();
        res.writeHead(up.statusCode ?? 502, up.headers);
        for await (const chunk of up) {
          for (let at = 0; at < chunk.length; at += PIECE) {
            const piece = chunk.subarray(at, at + PIECE);
            const now = performance.now();
            free = Math.max(free, now) + piece.length / bytesPerMs;
            await sleep(free - now);
            // The player gave up on it (hls.js aborts what it no longer needs).
            if (res.destroyed) return up.destroy();
            sent.chunks.push([Date.now(), piece.length]);
            if (!res.write(piece)) await once(res, 'drain');
          }
        }
        res.end();
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    /** What was sent since the last call, and a fresh log. */
    take() {
      const taken = log;
      log = [];
      return taken;
    },
    close() {
      server.closeAllConnections();
      server.close();
      agent.destroy();
    },
  };
}
