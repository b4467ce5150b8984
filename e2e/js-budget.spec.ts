import { expect, test } from '@playwright/test';

import { buildFrameworkFloor } from '../bench/framework-floor.mjs';
import { measurePage } from '../bench/page-bytes';
import { benchPages, budgets } from '../bench/pages';
import { serveStatic } from '../scripts/static-server.mjs';

// Byte counts do not depend on the machine's speed, so the JS budget of the
// benchmark (npm run bench) is held here on every test run; times are not.
test('each benchmarked page ships at most 30 kB of JS (gzip) above the framework floor', async ({
  browser,
  baseURL,
}, { project }) => {
  test.skip(project.name !== 'desktop', 'bytes are the same for every viewport');
  test.setTimeout(240_000);
  const floorSite = await serveStatic(buildFrameworkFloor());
  try {
    const floor = await measurePage(browser, `${floorSite.origin}/`);
    expect(floor.js).toBeGreaterThan(50 * 1024);
    for (const { path } of benchPages) {
      const { js, scripts } = await measurePage(browser, `${baseURL}${path}`);
      expect(js - floor.js, `${path} loads ${scripts.join(', ')}`).toBeLessThanOrEqual(
        budgets.jsAboveFloorBytes,
      );
    }
  } finally {
    await floorSite.close();
  }
});
