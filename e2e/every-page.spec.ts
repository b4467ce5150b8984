import { expect, test } from '@playwright/test';

import { sitePages, waitForHydration } from './support/pages';

// Part of the content gate (npm run verify:content): one pass, one browser.
test.skip(({ isMobile }) => isMobile, 'one size is enough to open every page');

test('every page of the registry opens with its heading, without errors or failed requests', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${page.url()} → ${response.url()} ${response.status()}`);
    }
  });

  for (const path of sitePages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await waitForHydration(page);
  }
  expect(problems, 'errors and failed requests while the pages opened').toEqual([]);
});
