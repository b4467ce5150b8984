import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed before navigation) just ahead of its
 * own current time: from here on, time moves only by clock.runFor. The page's
 * clock, not the test process's, since the two drift apart while a page loads.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
