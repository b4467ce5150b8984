import { expect, test } from '@playwright/test';

import { lineBreakFaults } from '../support/line-breaks';
import { sitePages, waitForHydration } from '../support/pages';
import { brokenReferences, createChecker, watchRequests } from '../support/references';

// The content gate's browser step (npm run gate:content): every page of the
// registry opened once, in one browser, and judged on that one visit. The
// full suite checks the same in more depth (typography.spec.ts, links.spec.ts).

test('every page of the registry, opened once: heading, no errors, typography, links', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
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
  for (const path of sitePages) {
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
