import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as setup } from '@playwright/test';

import { startServer, stopServer } from '../support/background';
import { CMS_SERVER, cmsPort, sitePort, siteUrl } from '../support/cms';

const repo = path.resolve('.');
const SKIP = ['node_modules', '.next', 'out', '.git', 'test-results', 'playwright-report'];

/**
 * A throwaway copy of the repository (node_modules hard-linked, without
 * builds), with decap-server and the site's development server on
 * it: the editor's saves land in the copy, never in the checkout.
 */
setup('start the editor on a copy of the repository', async () => {
  setup.setTimeout(420_000);
  await stopServer(CMS_SERVER);
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
  if (admin.status !== 0) {
    rmSync(copy, { recursive: true, force: true });
    throw new Error('Could not write the editor configuration');
  }
  // The runner, decap-server and next dev (with its workers) share one process
  // group: the teardown ends them all before it removes the copy (next dev
  // writes .next/ until it exits).
  await startServer(
    CMS_SERVER,
    process.execPath,
    // --drafts: decap-server in git mode, so a save is a draft branch, as on the live site.
    [
      'cms/cms.mjs',
      ...['--repo', copy, '--port', String(sitePort), '--cms-port', String(cmsPort), '--drafts'],
    ],
    {
      cwd: copy,
      env,
      url: siteUrl,
      // The service page's first compile (a minute on a busy machine) happens
      // here rather than inside a test's wait for the saved text.
      readyUrls: [
        `http://127.0.0.1:${cmsPort}/api/v1`,
        `${siteUrl}/admin/index.html`,
        `${siteUrl}/film/wizerunkowe`,
      ],
      timeoutMs: 300_000,
      extra: { copy },
      cleanup: [copy],
    },
  );
});
