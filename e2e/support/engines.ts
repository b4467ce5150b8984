import {
  test,
  type Fixtures,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';

/**
 * Tests that fail in Firefox ESR 153 driven over WebDriver BiDi (Playwright
 * 1.60's moz-firefox channel) and are not yet explained: each is marked fixme
 * there with what was seen, so the rest of the suite runs in both engines and
 * the gap stays visible in every report. Chromium runs all of them.
 */
export const FIREFOX_GAPS = {
  noJavaScript:
    'a page in a browser launched with javascript.enabled=false loads and shows the no-JS HTML, but the test times out: Playwright 1.60 over BiDi hangs in the expect polling there (single locator calls like textContent() answer)',
  tabToLinks:
    'Tab does not move focus onto links (the first Fotografia chip; „Zobacz realizacje” after the skip link): focus stays "inactive". Reduced motion is applied now (the paused-footage checks before that step pass); Firefox\'s default accessibility.tabfocus on Linux includes links, so the cause is not yet known',
  revealOnScroll:
    'the realization cards reach opacity 1 but no sampled frame shows the first card ahead of the last: the 60 ms stagger is not seen in headless Firefox frames',
} as const;

/** Marks the running test fixme in Firefox, with the reason seen there. */
export function firefoxGap(reason: string) {
  test.fixme(test.info().project.use.browserName === 'firefox', `Firefox: ${reason}`);
}

type ContextFixtures = Fixtures<
  object,
  object,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/**
 * In Firefox, the test's context comes from a browser of its own, launched
 * with these preferences. Over BiDi, Playwright 1.60 applies neither
 * `reducedMotion` (emulateMedia is a no-op there) nor `javaScriptEnabled:
 * false` to a Firefox context, so the same states come from the browser's own
 * preferences. (launchOptions cannot be set in a describe group: it would
 * force a new worker.) Other engines keep the project's context.
 */
function withFirefoxPrefs(prefs: Record<string, string | number | boolean>): ContextFixtures {
  return {
    context: async (
      {
        context,
        browserName,
        playwright,
        launchOptions,
        contextOptions,
        baseURL,
        locale,
        viewport,
      },
      provide,
    ) => {
      if (browserName !== 'firefox') return provide(context);
      const browser = await playwright.firefox.launch({
        ...launchOptions,
        firefoxUserPrefs: { ...launchOptions.firefoxUserPrefs, ...prefs },
      });
      const own = await browser.newContext({ ...contextOptions, baseURL, locale, viewport });
      await provide(own);
      await browser.close();
    },
  };
}

/** `test.use(reducedMotion)`: the page prefers reduced motion, in every engine. */
export const reducedMotion = {
  contextOptions: { reducedMotion: 'reduce' },
  ...withFirefoxPrefs({ 'ui.prefersReducedMotion': 1 }),
} as const;

/** `test.use(noJavaScript)`: no script runs on the page, in every engine. */
export const noJavaScript = {
  javaScriptEnabled: false,
  ...withFirefoxPrefs({ 'javascript.enabled': false }),
} as const;
