import { expect, test } from '@playwright/test';

import { buildFrameworkFloor } from '../../scripts/bench/framework-floor.mjs';
import { benchPages, budgets } from '../../scripts/bench/pages.mjs';
import { serveStatic } from '../../scripts/dev/static-server.mjs';
import { measurePage } from '../support/page-bytes';

// Byte counts do not depend on the machine's speed, so the JS budget of the
// benchmark (npm run bench) is held here on every test run; times are not.
// A walk (npm run test:all): it builds the framework floor first.
test(
  'each benchmarked page ships at most 30 kB of JS (gzip) above the framework floor',
  { tag: '@walk' },
  async ({ browser, baseURL, isMobile }) => {
    test.skip(isMobile, 'bytes are the same for every viewport');
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
  },
);

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

// Next 16.4 copies the inlined stylesheet twice more into each page's RSC
// payload (scripts/build/perf/payload-css.mjs): a third of a service page's
// HTML on a phone's connection. The build empties those copies; the pages
// must keep their one <style>, and a client-side navigation its styles.
test('a page carries its stylesheet once, and keeps it across client-side navigation', async ({
  page,
  request,
}, { project }) => {
  test.skip(project.name !== 'desktop', 'the files are the same for every viewport');
  for (const { path } of benchPages) {
    const html = await (await request.get(path)).text();
    const css = /<style[^>]*\bdata-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css.length, path).toBeGreaterThan(10_000);
    // A run of the stylesheet that JSON would not escape, so a copy in the payload would show.
    const sample = css.slice(css.length / 2).match(/[^"\\\n]{60}/)?.[0] ?? '';
    expect(sample, path).toHaveLength(60);
    expect(html.split(sample), path).toHaveLength(2);
    const payload = await (await request.get(`${path === '/' ? '/index' : path}.txt`)).text();
    expect(payload.length, path).toBeGreaterThan(1000);
    expect(payload, path).not.toContain(sample);
  }

  await page.goto('/fotografia/slubna');
  const look = () =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      rules: [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0),
    }));
  const before = await look();
  expect(before.rules).toBeGreaterThan(100);
  // Gone after a full page load: the navigation below must stay in this document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Polityka prywatności' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await look()).toEqual(before);
});
