import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed before navigation) just ahead of its
 * own current time: from here on, time moves only by clock.runFor. The page's
 * clock, not the test process's, since the two drift apart while a page loads.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  try {
    await page.clock.pauseAt(now + 1000);
  } catch (error) {
    // On a loaded machine more than the second's margin can pass between reading
    // the time and pausing, and a pause in the past throws. The clock stopped all
    // the same (Playwright pauses first, then moves ahead), so its time is now
    // still: pause a second ahead of that.
    if (!String(error).includes('to the past')) throw error;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }
}
