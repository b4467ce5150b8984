import { expect, test } from '@playwright/test';

import { lineBreakFaults } from '../support/line-breaks';
import { notFoundPaths, sitePages } from '../support/pages';

test.beforeEach(({}, { project }) => {
  test.skip(project.name !== 'desktop', 'the text is the same at every size');
});

for (const path of [...sitePages, ...notFoundPaths]) {
  test(`${path}: no single-letter word, dash, number, abbreviation or telephone can break a line badly`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await lineBreakFaults(page)).toEqual([]);
  });
}

test('metadata and JSON-LD keep plain spaces (no non-breaking spaces to match against)', async ({
  page,
}) => {
  for (const path of sitePages) {
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
});
