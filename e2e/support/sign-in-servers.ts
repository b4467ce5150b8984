import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const wrangler = path.join(repo, 'node_modules/.bin/wrangler');
const run = promisify(execFile);

/** The masters' bucket of wrangler.jsonc (its MASTERS binding's `bucket_name`). */
export const MASTERS_BUCKET = 'swiatlocien-masters';

export interface SiteWorker {
  /** Where it listens, e.g. http://127.0.0.1:5306 (the site's origin may be a proxy before it). */
  readonly origin: string;
  readonly port: number;
  /** Its log so far: the JSON lines the Worker wrote (worker/sign-in/log.ts). */
  journal(): Record<string, unknown>[];
  /** Whether the process is still running. */
  running(): boolean;
  /** An object of the local masters' bucket, as its bytes (wrangler r2 object get --local). */
  mastersObject(key: string): Promise<Buffer>;
  /** A master put into the local bucket by other means (wrangler r2 object put --local). */
  putMaster(key: string, file: string, contentType: string): Promise<void>;
  close(): Promise<void>;
}

/** A port free at this moment on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Offline: no Request.cf download, no metrics. */
const OFFLINE = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

/**
 * The site's Worker (wrangler.jsonc, worker/index.ts) under `wrangler dev`
 * on loopback, all local: R2 in simulation, persisted to a temporary folder
 * of its own, the rate limits, `vars` on top of wrangler.jsonc's (the
 * secret too: `--var` stands in for `wrangler secret put`). Its assets are
 * an empty folder: the specs serve /admin and out/ themselves in front of it
 * (editor-servers.ts). Resolves once it is ready.
 */
export async function startSiteWorker(vars: Record<string, string>): Promise<SiteWorker> {
  const port = await freePort();
  const inspector = await freePort();
  const persist = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-r2-'));
  const assets = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-assets-'));
  const bucketArgs = ['--local', '--persist-to', persist];
  // prettier-ignore
  const child: ChildProcess = spawn(wrangler, [
    'dev', '--local', '--persist-to', persist, '--assets', assets,
    '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector),
    '--show-interactive-dev-session=false', '--log-level', 'log',
    // wrangler.jsonc's production routes must not become the requests' origin here.
    '--infer-origin-from-routes=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ], {
    cwd: repo,
    env: { ...process.env, ...OFFLINE },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: closing it ends workerd too.
    detached: true,
  });
  const lines: Record<string, unknown>[] = [];
  const output: string[] = [];
  const running = () => child.exitCode === null && child.signalCode === null;
  const cleanUp = () => {
    rmSync(persist, { recursive: true, force: true });
    rmSync(assets, { recursive: true, force: true });
  };

  let ready: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const colored of parts) {
        // wrangler colours its own lines.
        const part = colored.replace(/\x1b\[[0-9;]*m/g, '');
        output.push(part);
        // The Worker's events are the JSON lines; the rest is wrangler's own.
        const json = part.slice(part.indexOf('{'));
        if (json.startsWith('{"level":')) {
          try {
            lines.push(JSON.parse(json) as Record<string, unknown>);
          } catch {
            // not one of the Worker's lines
          }
        }
        if (part.includes(`Ready on http://127.0.0.1:${port}`)) ready();
      }
    });
  }

  async function close() {
    if (running()) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-(child.pid ?? 0), 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (running()) process.kill(-(child.pid ?? 0), 'SIGKILL');
    }
    cleanUp();
  }

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`wrangler dev did not start:\n${output.join('\n')}`)),
        90_000,
      );
      child.once('exit', (code) =>
        reject(new Error(`wrangler dev exited (${code}):\n${output.join('\n')}`)),
      );
      void readyPromise.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  } catch (error) {
    await close();
    throw error;
  }

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    journal: () => [...lines],
    running,
    async mastersObject(key) {
      const file = path.join(persist, `object-${Date.now()}`);
      await run(
        wrangler,
        ['r2', 'object', 'get', `${MASTERS_BUCKET}/${key}`, '--file', file, ...bucketArgs],
        {
          cwd: repo,
          env: { ...process.env, ...OFFLINE },
        },
      );
      try {
        return readFileSync(file);
      } finally {
        rmSync(file, { force: true });
      }
    },
    async putMaster(key, file, contentType) {
      // prettier-ignore
      await run(wrangler, [
        'r2', 'object', 'put', `${MASTERS_BUCKET}/${key}`, '--file', file,
        '--content-type', contentType, ...bucketArgs,
      ], { cwd: repo, env: { ...process.env, ...OFFLINE } });
    },
    close,
  };
}
