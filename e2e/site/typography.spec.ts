import { expect, test, type Page } from '@playwright/test';

import { notFoundPaths, sitePages } from '../support/pages';

test.beforeEach(({}, { project }) => {
  test.skip(project.name !== 'desktop', 'the text is the same at every size');
});

/**
 * Every visible text node of the page (menus and dialogs included, hidden or not),
 * with the places where a single-letter word, a dash or a number could break badly.
 */
async function lineBreakFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // A one-letter word followed by a breaking space; a line-starting dash; a split number.
    const rules: [string, RegExp][] = [
      ['single-letter word', /(?<![\p{L}\p{N}.\-–@/'’])\p{L}[ \t\r\n]+\S/gu],
      ['dash at a line start', /\S[ \t\r\n]+[–—][ \t\r\n]/gu],
      ['number and word', /\p{N}[ \t\r\n]+\p{L}/gu],
    ];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript, template')) continue;
      const text = node.textContent ?? '';
      for (const [rule, pattern] of rules) {
        for (const m of text.matchAll(pattern)) {
          const at = m.index ?? 0;
          faults.push(`${rule}: „…${text.slice(Math.max(0, at - 20), at + 20)}…”`);
        }
      }
    }
    return faults;
  });
}

for (const path of [...sitePages, ...notFoundPaths]) {
  test(`${path}: no single-letter word, dash or number can break a line badly`, async ({
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
