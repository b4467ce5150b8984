import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CMS_COPY_ENV, cmsPort, sitePort } from './ports';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const SKIP = ['node_modules', '.next', 'out', '.git', 'test-results', 'playwright-report'];

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * A throwaway copy of the repository (without node_modules, which is linked,
 * and without builds), with decap-server and the site's development server on
 * it: the editor's saves land in the copy, never in the checkout.
 */
export default async function globalSetup() {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-cms-'));
  const tar = `tar ${SKIP.map((s) => `--exclude=./${s}`).join(' ')} -cf - . | tar -xf - -C '${copy}'`;
  const copied = spawnSync('sh', ['-c', tar], { cwd: repo, stdio: 'inherit' });
  if (copied.status !== 0) throw new Error('Could not copy the repository');
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  process.env[CMS_COPY_ENV] = copy;

  const env = { ...process.env, CMS_LOCAL_PORT: String(cmsPort), NEXT_TELEMETRY_DISABLED: '1' };
  const admin = spawnSync(process.execPath, ['scripts/cms/write-admin.mjs'], {
    cwd: copy,
    env,
    stdio: 'inherit',
  });
  if (admin.status !== 0) throw new Error('Could not write the editor configuration');
  const cms = spawn(
    process.execPath,
    [
      'scripts/cms/cms.mjs',
      '--repo',
      copy,
      '--port',
      String(sitePort),
      '--cms-port',
      String(cmsPort),
    ],
    { cwd: copy, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  // The runner, decap-server and next dev (with its workers) share one process
  // group: the teardown ends them all, and so does a failed start.
  const teardown = () => {
    try {
      if (cms.pid) process.kill(-cms.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(copy, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  };
  try {
    await waitFor(`http://127.0.0.1:${cmsPort}/api/v1`, cms);
    await waitFor(`http://127.0.0.1:${sitePort}/admin/index.html`, cms);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
