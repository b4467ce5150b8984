import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

import {
  indexPageCount,
  publishedRealizations,
  realizationPath,
  realizationsIndexPath,
} from '@/lib/realization-routes';

import { pagesToOpen } from '../../scripts/build/verify-content/checked-pages.mjs';
import { lineBreakFaults } from '../support/line-breaks';
import { pageTypes, sitePages, waitForHydration } from '../support/pages';
import { brokenReferences, createChecker, watchRequests } from '../support/references';

// The content gate's browser step (npm run gate:content): every page of the
// registry opened once, in one browser, and judged on that one visit. The
// full suite checks the same in more depth (typography.spec.ts, links.spec.ts).
// Of the portfolio (every realization and every page of its index, as many as
// the studio publishes), only the pages the last gate that passed did not see
// as they are now, and one of each kind (checked-pages.mjs).
const portfolio = new Set(
  (['pl', 'en'] as const).flatMap((locale) => [
    ...publishedRealizations(locale).map(realizationPath),
    ...Array.from({ length: indexPageCount(locale) }, (_, i) =>
      realizationsIndexPath(locale, i + 1),
    ),
  ]),
);
const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = pagesToOpen(root, sitePages, (p) => !portfolio.has(p) || pageTypes.includes(p));

test('every page of the registry, opened once: heading, no errors, typography, links', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(Math.max(180_000, pages.length * 4_000));
  console.log(`${pages.length} of ${sitePages.length} pages to open (the rest seen as they are)`);
  const origin = new URL(baseURL!).origin;
  const check = createChecker(page.request);
  const { offsite, failed } = watchRequests(page, origin);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });

  const faults: string[] = [];
  const broken: string[] = [];
  for (const path of pages) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await waitForHydration(page);
    faults.push(...(await lineBreakFaults(page)).map((fault) => `${path}: ${fault}`));
    const refs = await brokenReferences(page, new URL(path, origin).href, origin, check);
    broken.push(...refs.broken);
  }

  expect(errors, 'errors while the pages opened').toEqual([]);
  expect(faults, 'places where a line can break badly').toEqual([]);
  expect(broken, 'references that do not answer 200 directly').toEqual([]);
  expect(failed, 'requests that failed while the pages loaded').toEqual([]);
  expect(offsite, 'requests that left the site').toEqual([]);
});
