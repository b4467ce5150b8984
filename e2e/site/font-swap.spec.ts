import { expect, test, type Page, type Route } from '@playwright/test';

import { reducedMotion } from '../support/engines';
import { pageSets, sitePages, waitForHydration, walkAt } from '../support/pages';

/**
 * On a slow connection the text is first drawn in a local font. Body text is
 * redrawn in Inter when it arrives (font-display: swap); the local font is
 * scaled to Inter's metrics (scripts/build/fonts/fallback-faces.mjs), so the swap must
 * not move what the visitor is reading. Headings use `optional` fonts, which
 * are never swapped in after the first render, and are preloaded so that they
 * are usually there for it (app/fonts/fonts.ts).
 *
 * The test lays each page out twice, with the swapping fonts refused (as before
 * they arrive) and with them (optional fonts refused in both), and scores the difference on the first screen as
 * Chrome scores a layout shift: the share of the screen the moved text covers,
 * before and after, times the longest move as a share of the screen. The
 * budget is the site's CLS budget.
 */

const CLS_BUDGET = 0.01;

// Reveal and carousel transitions would move text between the two layouts.
test.use(reducedMotion);

type Box = { text: string; left: number; top: number; width: number; height: number };
type WebFont = { url: string; display: string };

/** The page's web fonts: each @font-face's file and font-display. */
function webFonts(page: Page): Promise<WebFont[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .flatMap((rule) => {
        const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
        const display = rule.style.getPropertyValue('font-display');
        const base = rule.parentStyleSheet?.href ?? document.baseURI;
        return url ? [{ url: new URL(url, base).href, display }] : [];
      }),
  );
}

/** Where the headings, paragraphs and list items of the page stand once its fonts settled. */
async function textBoxes(page: Page, path: string): Promise<Box[]> {
  await page.goto(path, { waitUntil: 'load' });
  // Both layouts of the hydrated page: before hydration the contact form still shows
  // its no-JavaScript note, which would differ between the two only by timing.
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(h1, h2, h3, p, li)')].map((el) => {
      const { left, top, width, height } = el.getBoundingClientRect();
      return { text: el.textContent?.trim().slice(0, 40) ?? '', left, top, width, height };
    }),
  );
}

/** The layout-shift score of text moving from `before` to `after` in a viewport. */
function shiftScore(before: Box[], after: Box[], viewport: { width: number; height: number }) {
  // The union of the moved boxes, old and new, on a grid of 2 px cells.
  const cell = 2;
  const columns = Math.ceil(viewport.width / cell);
  const covered = new Uint8Array(columns * Math.ceil(viewport.height / cell));
  const cover = (b: Box) => {
    const x0 = Math.max(0, Math.floor(b.left / cell));
    const x1 = Math.min(columns, Math.ceil((b.left + b.width) / cell));
    const y0 = Math.max(0, Math.floor(b.top / cell));
    const y1 = Math.min(covered.length / columns, Math.ceil((b.top + b.height) / cell));
    for (let y = y0; y < y1; y++)
      covered.fill(1, y * columns + x0, Math.max(y * columns + x0, y * columns + x1));
  };
  let distance = 0;
  before.forEach((b, i) => {
    const a = after[i]!;
    const moved = Math.max(Math.abs(a.left - b.left), Math.abs(a.top - b.top));
    const onScreen = (box: Box) => box.top < viewport.height && box.top + box.height > 0;
    if (moved < 1 || !(onScreen(a) || onScreen(b))) return;
    cover(a);
    cover(b);
    distance = Math.max(distance, moved);
  });
  const impact = covered.reduce((sum, c) => sum + c, 0) / covered.length;
  return impact * (distance / Math.max(viewport.width, viewport.height));
}

for (const { label, pages, tag } of pageSets(sitePages)) {
  test(
    `${label}: web fonts either swap in without moving the first screen or never swap`,
    { tag },
    async ({ page, isMobile }) => {
      // Every page of both languages, one after another.
      test.setTimeout(Math.max(120_000, pages.length * 5_000));
      await page.goto('/');
      const fonts = await webFonts(page);
      expect(fonts.length).toBeGreaterThan(0);
      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      for (const font of fonts) {
        expect(['swap', 'optional'], font.url).toContain(font.display);
        if (font.display === 'optional') expect(preloaded, font.url).toContain(font.url);
      }
      // Optional fonts are refused in both layouts: whether one came in time for the first
      // render is up to the network, and either way it is never swapped in afterwards.
      const refused = (display: string) =>
        new Set(fonts.filter((f) => f.display === display).map((f) => f.url));
      const optional = refused('optional');
      const swapping = refused('swap');
      const refuseOptional = (route: Route) =>
        optional.has(route.request().url()) ? route.abort() : route.fallback();
      const refuseSwapping = (route: Route) =>
        swapping.has(route.request().url()) ? route.abort() : route.fallback();
      await page.route(/\.woff2$/, refuseOptional);

      const viewport = page.viewportSize()!;
      for (const path of walkAt(pages, isMobile)) {
        await page.route(/\.woff2$/, refuseSwapping);
        const before = await textBoxes(page, path);
        await page.unroute(/\.woff2$/, refuseSwapping);
        const after = await textBoxes(page, path);
        expect(
          after.map((b) => b.text),
          path,
        ).toEqual(before.map((b) => b.text));
        expect.soft(shiftScore(before, after, viewport), path).toBeLessThanOrEqual(CLS_BUDGET);
      }
    },
  );
}
