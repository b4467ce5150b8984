import { test } from '@playwright/test';

/**
 * Tests that fail in Firefox ESR 153 driven over WebDriver BiDi (Playwright
 * 1.60's moz-firefox channel) and are not yet explained: each is marked fixme
 * there with what was seen, so the rest of the suite runs in both engines and
 * the gap stays visible in every report. Chromium runs all of them.
 */
export const FIREFOX_GAPS = {
  reducedMotion:
    'emulated prefers-reduced-motion does not reach the page over BiDi (the page animates as if motion were allowed)',
  noJavaScript: 'javaScriptEnabled: false is not honoured over BiDi (the page hydrates)',
  requestBody: "the stubbed route's request body reads back empty over BiDi",
  tabToLinks: 'Tab does not move focus onto the menu chips (links) as in Chromium',
  videoPlay: "the active slide's muted video does not report playing in headless Firefox",
  revealOnScroll: 'scrolled-in reveal items stay at opacity 0 after scrolling into view',
} as const;

/** Marks the running test fixme in Firefox, with the reason seen there. */
export function firefoxGap(reason: string) {
  test.fixme(test.info().project.use.browserName === 'firefox', `Firefox: ${reason}`);
}
