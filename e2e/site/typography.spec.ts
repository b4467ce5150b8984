import { expect, test } from '@playwright/test';

import { lineBreakFaults } from '../support/line-breaks';
import { notFoundPaths, pageSets, pageTypes, sitePages } from '../support/pages';

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the text is the same at every size');
});

// One test a page: those of pageTypes in `npm test`, the others a walk (npm run test:all).
for (const path of [...sitePages, ...notFoundPaths]) {
  test(
    `${path}: no single-letter word, dash, number, abbreviation or telephone can break a line badly`,
    { tag: pageTypes.includes(path) ? [] : ['@walk'] },
    async ({ page }) => {
      await page.goto(path);
      expect(await lineBreakFaults(page)).toEqual([]);
    },
  );
}

for (const { label, pages, tag } of pageSets(sitePages)) {
  test(
    `${label}: metadata and JSON-LD keep plain spaces (no non-breaking spaces to match against)`,
    { tag },
    async ({ page }) => {
      for (const path of pages) {
        await page.goto(path);
        const head = await page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          og: [...document.querySelectorAll('meta[property^="og:"]')].map((m) =>
            m.getAttribute('content'),
          ),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (s) => s.textContent,
          ),
        }));
        expect(JSON.stringify(head), path).not.toMatch(/\u00a0|\\u00a0|&nbsp;/);
      }
    },
  );
}
