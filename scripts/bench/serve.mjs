// Serves a built site for the bench as the production host would: gzip, clean
// URLs (/kontakt is kontakt.html), byte ranges for the films' MP4s, the films
// cached as immutable.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** CACHE_CONTROL.immutable of worker/site/headers.ts (a TypeScript module this script does not load). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `serve`'s configuration: the films' files are immutable, as the CDN and
 * production (out/_headers) serve them (a player reuses what the page
 * fetched ahead); everything else as `serve` does by default.
 */
function serveConfig() {
  const file = path.join(ROOT, '.bench/serve.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const headers = [{ key: 'Cache-Control', value: IMMUTABLE }];
  writeFileSync(file, JSON.stringify({ headers: [{ source: 'films/**', headers }] }));
  return file;
}

/**
 * Serves `dir` gzipped with `serve` (clean URLs: /kontakt is kontakt.html).
 * @param {string} dir
 * @param {number} port
 */
export async function serveGzipped(dir, port) {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/serve'),
    [
      dir,
      '--listen',
      `tcp://127.0.0.1:${port}`,
      '--no-clipboard',
      '--no-port-switching',
      '--config',
      serveConfig(),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, close: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`serve did not answer on ${origin}`);
}
