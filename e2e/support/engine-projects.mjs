// The Firefox and WebKit projects of playwright.config.ts, chosen from the
// browsers this machine has (scripts/dev/browsers.mjs). A pure function of those, so
// the choice is unit-tested (engine-projects.test.mjs) and visible with
// `npx playwright test --list`.
import { devices } from 'playwright';

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 390, height: 844 };

/**
 * Specs that judge the served HTML, bytes, addresses and metadata rather than
 * what an engine does with them (axe's rules, the link crawl, the no-JS HTML,
 * SEO tags, typography of the text nodes, the JS budget, contrast sampled from
 * Chromium's screenshots, the routes' answers and headlines, the privacy
 * policy's text and the storage the site's own script leaves): a second
 * engine would repeat them to the letter, at minutes a run.
 */
export const engineIndependent = [
  'accessibility.spec.ts',
  'contrast-over-media.spec.ts',
  'english.spec.ts',
  'js-budget.spec.ts',
  'links.spec.ts',
  'no-javascript.spec.ts',
  'privacy.spec.ts',
  'routes.spec.ts',
  'seo.spec.ts',
  'typography.spec.ts',
];

/**
 * The page-by-page walks (tag @walk) are Chromium's (`walks`, `walks-phone`):
 * the other engines run each behaviour on one page of each kind, and the first
 * and last link of each menu. Walking every page again in a second engine
 * would repeat the same templates, at a quarter of the matrix's time.
 */
export const WALK = /@walk/;

/**
 * The site's own logic, which no engine feature draws (tag @logic: what the
 * contact form does with each answer of the e-mail service, a double click,
 * the honeypot, the carousel's and the viewer's order and timing on the page
 * clock), and specs of it alone: the 404 pages' text and hydration,
 * the editor preview's messages, the launch panel, the menus' links and the
 * router's prefetch. One engine runs them; Firefox and WebKit keep what
 * engines draw and do differently (media, motion, focus, forms, fonts).
 */
export const LOGIC = /@logic/;
export const sameInEveryEngine = [
  'admin-launch-check.spec.ts',
  'navigation.spec.ts',
  'not-found.spec.ts',
  'preview.spec.ts',
];

/** What the other engines leave to Chromium: the walks and the site's own logic. */
export const CHROMIUM_ONLY = new RegExp(`${WALK.source}|${LOGIC.source}`);

/**
 * Specs with phone-only behaviour: the phone menu and its accordions, by
 * pointer and by keyboard (where a chip is followed too), and the phone's
 * layout of a service page's first screen. Following the menu's links and
 * client-side navigation are the same code at every width: the desktop
 * Firefox project runs them.
 */
export const phoneBehaviour = ['nav-behaviour.spec.ts', 'keyboard.spec.ts', 'first-screen.spec.ts'];

/**
 * @typedef {import('@playwright/test').Project} Project
 * @typedef {{ browserName: 'firefox', channel?: string, launchOptions?: import('playwright').LaunchOptions }} FirefoxUse
 */

/**
 * @param {{
 *   firefox: FirefoxUse | undefined,
 *   webkit: 'bundled' | 'system',
 * }} found what scripts/dev/browsers.mjs found: Firefox's `use` options (undefined when
 *   there is none; Playwright's own is then asked for, and its error says to
 *   install it) and where WebKit comes from (webkitSource()).
 * @returns {Project[]}
 */
export function engineProjects({ firefox, webkit }) {
  const firefoxUse = firefox ?? { browserName: 'firefox' };
  /** @type {Project[]} */
  const projects = [
    {
      name: 'firefox',
      testDir: './e2e/site',
      testIgnore: [...engineIndependent, ...sameInEveryEngine],
      grepInvert: CHROMIUM_ONLY,
      use: { ...devices['Desktop Firefox'], viewport: desktop, ...firefoxUse },
    },
    {
      name: 'firefox-phone',
      testDir: './e2e/site',
      testMatch: phoneBehaviour,
      grepInvert: CHROMIUM_ONLY,
      // Firefox has no mobile emulation: isMobile only tells the specs which layout to expect.
      use: {
        ...devices['Desktop Firefox'],
        viewport: phone,
        isMobile: true,
        hasTouch: true,
        ...firefoxUse,
      },
    },
  ];
  if (webkit === 'bundled') {
    // Playwright's WebKit runs the interaction specs like Firefox, at both
    // sizes in full: Safari on an iPhone is the phone most visitors hold.
    projects.push(
      {
        name: 'webkit',
        testDir: './e2e/site',
        testIgnore: [...engineIndependent, ...sameInEveryEngine],
        grepInvert: CHROMIUM_ONLY,
        use: { ...devices['Desktop Safari'], viewport: desktop },
      },
      {
        name: 'webkit-phone',
        testDir: './e2e/site',
        testIgnore: [...engineIndependent, ...sameInEveryEngine],
        grepInvert: CHROMIUM_ONLY,
        use: { ...devices['iPhone 13'], viewport: phone },
      },
    );
  } else {
    // WORKAROUND (scripts/dev/browsers.mjs): WebKitGTK's MiniBrowser over WebDriver, a
    // smoke check of its own; with no WebKitGTK its error says what to install.
    // One MiniBrowser at a time on a 2-core machine; its fixture sets the viewport.
    projects.push({ name: 'webkit', testDir: './e2e/webkit', workers: 1, timeout: 60_000 });
  }
  return projects;
}
