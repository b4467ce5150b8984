import { expect, test } from '@playwright/test';

import { buildFrameworkFloor } from '../../scripts/bench/framework-floor.mjs';
import { benchPages, budgets } from '../../scripts/bench/pages.mjs';
import { serveStatic } from '../../scripts/dev/serve.mjs';
import { measurePage } from '../support/page-bytes';

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

// Without the hint Chromium compiles the framework on the main thread while the
// page hydrates, one long task that alone cost the performance score
// (scripts/build/perf/compile-hints.mjs); a build that skipped the step would pass
// every other test.
test("every script a page starts with asks V8 to compile it off the page's main thread", async ({
  page,
  request,
}, { project }) => {
  test.skip(project.name !== 'desktop', 'the files are the same for every viewport');
  for (const { path } of benchPages) {
    await page.goto(path);
    const scripts = await page
      .locator('script[src^="/_next/static/"][async]:not([nomodule])')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body.split('\n')[0], `${path}: ${src}`).toBe('//# allFunctionsCalledOnLoad');
    }
  }
});
