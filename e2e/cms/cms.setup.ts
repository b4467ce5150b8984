import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as setup } from '@playwright/test';

import { startServer, stopServer } from '../support/background';
import { CMS_SERVER, cmsPort, sitePort, siteUrl } from '../support/cms';

const repo = path.resolve('.');
const SKIP = ['node_modules', '.next', 'out', '.git', 'test-results', 'playwright-report'];

/**
 * A throwaway copy of the repository (without node_modules, which is linked,
 * and without builds), with decap-server and the site's development server on
 * it: the editor's saves land in the copy, never in the checkout.
 */
setup('start the editor on a copy of the repository', async () => {
  setup.setTimeout(180_000);
  await stopServer(CMS_SERVER);
  const copy = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-cms-'));
  const tar = `tar ${SKIP.map((s) => `--exclude=./${s}`).join(' ')} -cf - . | tar -xf - -C '${copy}'`;
  const copied = spawnSync('sh', ['-c', tar], { cwd: repo, stdio: 'inherit' });
  if (copied.status !== 0) throw new Error('Could not copy the repository');
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));

  const env = { ...process.env, CMS_LOCAL_PORT: String(cmsPort), NEXT_TELEMETRY_DISABLED: '1' };
  const admin = spawnSync(process.execPath, ['scripts/cms/write-admin.mjs'], {
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
    [
      'scripts/cms/cms.mjs',
      '--repo',
      copy,
      '--port',
      String(sitePort),
      '--cms-port',
      String(cmsPort),
    ],
    {
      cwd: copy,
      env,
      url: siteUrl,
      readyUrls: [`http://127.0.0.1:${cmsPort}/api/v1`, `${siteUrl}/admin/index.html`],
      extra: { copy },
      cleanup: [copy],
    },
  );
});
