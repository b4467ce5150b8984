import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Whether any process of the group still runs. */
function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends a process group: SIGTERM, up to 10 s to exit, then SIGKILL. */
async function endGroup(pid: number | undefined) {
  if (!pid || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const until = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
  // Bounded: a zombie nobody reaps still counts as alive.
  const killedBy = Date.now() + 5_000;
  while (groupAlive(pid) && Date.now() < killedBy) await new Promise((r) => setTimeout(r, 100));
}

/**
 * A throwaway copy of the repository (node_modules hard-linked, without
 * builds), with decap-server and the site's development server on
 * it: the editor's saves land in the copy, never in the checkout.
 */
export default async function globalSetup() {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-cms-'));
  const tar = `tar ${SKIP.map((s) => `--exclude=./${s}`).join(' ')} -cf - . | tar -xf - -C '${copy}'`;
  const copied = spawnSync('sh', ['-c', tar], { cwd: repo, stdio: 'inherit' });
  if (copied.status !== 0) throw new Error('Could not copy the repository');
  // Hard links (a few seconds, no extra space): Turbopack does not follow a
  // node_modules that is a symbolic link out of the project.
  const linked = spawnSync('cp', ['-al', path.join(repo, 'node_modules'), copy], {
    stdio: 'inherit',
  });
  if (linked.status !== 0) throw new Error('Could not link node_modules into the copy');
  process.env[CMS_COPY_ENV] = copy;
  // A repository of its own: decap-server (--drafts) keeps drafts as its branches.
  const git = (...args: string[]) => spawnSync('git', args, { cwd: copy, stdio: 'ignore' }).status;
  const made =
    git('init', '-q', '-b', 'main') === 0 &&
    git('config', 'user.name', 'Studio') === 0 &&
    git('config', 'user.email', 'studio@example.com') === 0 &&
    git('config', 'commit.gpgsign', 'false') === 0 &&
    git('add', '-A') === 0 &&
    git('commit', '-q', '--no-verify', '-m', 'Kopia do testu edytora') === 0;
  if (!made) throw new Error('Could not make the copy a Git repository');

  const env = { ...process.env, CMS_LOCAL_PORT: String(cmsPort), NEXT_TELEMETRY_DISABLED: '1' };
  const admin = spawnSync(process.execPath, ['cms/write-admin.mjs'], {
    cwd: copy,
    env,
    stdio: 'inherit',
  });
  if (admin.status !== 0) throw new Error('Could not write the editor configuration');
  const cms = spawn(
    process.execPath,
    [
      'cms/cms.mjs',
      ...['--repo', copy, '--port', String(sitePort), '--cms-port', String(cmsPort), '--drafts'],
    ],
    { cwd: copy, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  // The runner, decap-server and next dev (with its workers) share one process
  // group: the teardown ends them all, and so does a failed start. The copy is
  // removed only once the group is gone (next dev writes .next/ until it exits).
  const teardown = async () => {
    await endGroup(cms.pid);
    try {
      rmSync(copy, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      // A leftover temporary folder is no failure of the editor.
      console.warn(`Could not remove ${copy}: ${String(error)}`);
    }
  };
  try {
    await waitFor(`http://127.0.0.1:${cmsPort}/api/v1`, cms);
    await waitFor(`http://127.0.0.1:${sitePort}/admin/index.html`, cms);
    // The service page's first compile (a minute on a busy machine), here
    // rather than inside a test's wait for the saved text.
    await waitFor(`http://127.0.0.1:${sitePort}/film/wizerunkowe`, cms, 300_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
