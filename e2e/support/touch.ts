import type { Page } from '@playwright/test';

/** A one-finger horizontal swipe through Chromium's touch input (Playwright has no swipe API). */
export async function swipe(page: Page, from: { x: number; y: number }, deltaX: number) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 5;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (deltaX * i) / steps, y: from.y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
