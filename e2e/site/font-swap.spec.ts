import { expect, test, type Page, type Route } from '@playwright/test';

import { pathIn } from '@/lib/i18n/pages';

import { reducedMotion } from '../support/engines';
import { IN_WEB_FONT, letterDistances } from '../support/fonts';
import {
  isUnknownService,
  pageSets,
  pageTypes,
  sitePages,
  waitForHydration,
  walkAt,
} from '../support/pages';

/**
 * Every web font swaps in when it arrives (font-display: swap), so the brand's
 * headings are in Fraunces on every first visit, in every engine: `optional`
 * left a cold visit in the fallback for the whole page whenever the file
 * missed its 100 ms (issue #52). Fraunces is preloaded, so it usually arrives
 * before the first paint (app/fonts/fonts.ts).
 *
 * Until a font arrives, text is drawn in a local font scaled to its metrics
 * (scripts/build/fonts/fallback-faces.mjs), so the swap must not move what
 * the visitor is reading. The second test lays each page out twice, with
 * every web font refused (as before they arrive) and with them, and scores
 * the difference on the first screen as Chrome scores a layout shift: the
 * share of the screen the moved text covers, before and after, times the
 * longest move as a share of the screen. The budget is the site's CLS budget.
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

test('a first visit draws the headline in the brand typeface', async ({ page }) => {
  // A fresh context per test: nothing cached, as on a visitor's first visit; and the font
  // files late, as on a phone's connection, past the 100 ms an `optional` face waits.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  const services = pageTypes.filter(
    (p) => /^\/(fotografia|film)\//.test(p) && !isUnknownService(p),
  );
  // The Polish service pages of each kind, and their English versions (other letters, other words).
  const paths = [...services, ...services.flatMap((p) => pathIn('en', p) ?? [])];
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await webFonts(page);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font.display, font.url).toBe('swap');
    const { toBrand, toFallback } = await page
      .getByRole('heading', { level: 1 })
      .evaluate(letterDistances);
    // Every letter where Fraunces puts it, none where the fallback would.
    expect(toBrand, path).toBeLessThan(IN_WEB_FONT.toBrand);
    expect(toFallback, path).toBeGreaterThan(IN_WEB_FONT.toFallback);
  }
});

for (const { label, pages, tag } of pageSets(sitePages)) {
  test(
    `${label}: web fonts swap in without moving the first screen`,
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
      // The headings' faces are preloaded: they usually arrive before the first paint.
      expect(preloaded.length).toBeGreaterThan(0);
      for (const url of preloaded) expect(fonts.map((f) => f.url)).toContain(url);
      const webFontUrls = new Set(fonts.map((f) => f.url));
      const refuse = (route: Route) =>
        webFontUrls.has(route.request().url()) ? route.abort() : route.fallback();

      const viewport = page.viewportSize()!;
      for (const path of walkAt(pages, isMobile)) {
        await page.route(/\.woff2$/, refuse);
        const before = await textBoxes(page, path);
        await page.unroute(/\.woff2$/, refuse);
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
