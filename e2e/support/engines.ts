import {
  type Browser,
  type Fixtures,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';

type ContextFixtures = Fixtures<
  object,
  object,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/**
 * The Firefoxes launched with preferences, one per set of preferences and
 * worker process, shared by its tests (each still gets a context of its own):
 * a launch over BiDi costs about ten seconds, as much as most tests. Playwright
 * closes them when the worker process exits.
 */
const withPrefs = new Map<string, Promise<Browser>>();

/**
 * In Firefox, the test's context comes from a browser launched with these
 * preferences. Over BiDi, Playwright 1.60 applies neither `reducedMotion`
 * (emulateMedia is a no-op there) nor `javaScriptEnabled: false` to a Firefox
 * context, so the same states come from the browser's own preferences.
 * (launchOptions cannot be set in a describe group: it would force a new
 * worker.) Other engines keep the project's context.
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
      const firefoxUserPrefs = { ...launchOptions.firefoxUserPrefs, ...prefs };
      const key = JSON.stringify({ ...launchOptions, firefoxUserPrefs });
      let browser = withPrefs.get(key);
      if (!browser) {
        browser = playwright.firefox.launch({ ...launchOptions, firefoxUserPrefs });
        withPrefs.set(key, browser);
      }
      const own = await (
        await browser
      ).newContext({ ...contextOptions, baseURL, locale, viewport });
      await provide(own);
      await own.close();
    },
  };
}

/** `test.use(reducedMotion)`: the page prefers reduced motion, in every engine. */
export const reducedMotion = {
  contextOptions: { reducedMotion: 'reduce' },
  ...withFirefoxPrefs({ 'ui.prefersReducedMotion': 1 }),
} as const;

/**
 * `test.use(noJavaScript)`: no script runs on the page, in every engine. In
 * Firefox over BiDi with JavaScript off, single reads (textContent(),
 * getAttribute(), isDisabled(), evaluateAll()) answer but Playwright's waiting
 * assertions hang: a page without scripts is final once loaded, so such tests
 * read it once instead of waiting (`expect(await x.textContent())…`).
 */
export const noJavaScript = {
  javaScriptEnabled: false,
  ...withFirefoxPrefs({ 'javascript.enabled': false }),
} as const;
