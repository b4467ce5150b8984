// Which browsers the tests, the screenshots and the bench launch.
//
// By default Playwright's own builds (`npx playwright install`). One switch
// turns on the system-browser WORKAROUNDS below, for machines where
// Playwright cannot download its builds (no internet but a Debian mirror):
//
//   E2E_BROWSERS=system   always use the system browsers
//   E2E_BROWSERS=bundled  always use Playwright's (fail when missing)
//   (unset)               Playwright's where installed, else the system's
//
// The workarounds, each for a machine without Playwright's builds:
// - Chromium: Debian's `chromium` through executablePath, with flags that keep
//   it off the network it does not have. The tests run Debian's
//   `chromium-headless-shell` where it is installed: the same headless shell
//   Playwright runs for headless Chromium, and about twice as fast per test as
//   the full browser in its new headless mode.
// - Firefox: Debian's `firefox-esr` driven over WebDriver BiDi through
//   Playwright's `moz-firefox` channel. Playwright 1.60 drives firefox-esr 153;
//   1.65 does not (emulation.setMediaFeaturesOverride is unknown to it), hence
//   the pinned Playwright in package.json.
// - WebKit: WebKitGTK's MiniBrowser over WebKitWebDriver on an Xvfb display
//   (./webkit-driver.mjs), which Playwright cannot drive: the `webkit` project
//   is then a smoke check of its own (e2e/webkit/) instead of the site's specs
//   (./engine-projects.mjs).
import { existsSync } from 'node:fs';
import { chromium, firefox, webkit } from 'playwright';

/** @typedef {'bundled' | 'system'} Source */

const SWITCH = process.env.E2E_BROWSERS;
if (SWITCH && SWITCH !== 'system' && SWITCH !== 'bundled') {
  throw new Error(`E2E_BROWSERS must be 'system' or 'bundled', not '${SWITCH}'.`);
}

const SYSTEM = {
  chromium: [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ],
  firefox: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
};

/** Debian's chromium-headless-shell package (CHROMIUM_PATH, when set, wins over it). */
const SYSTEM_HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell'];

// Flags for a headless system Chromium on a machine without network: no
// background services that would try to reach the internet.
export const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @param {{ executablePath(): string }} type */
function bundledInstalled(type) {
  try {
    return existsSync(type.executablePath());
  } catch {
    return false;
  }
}

/** @param {readonly (string | undefined)[]} paths */
const firstExisting = (paths) => paths.find((p) => p && existsSync(p));

/**
 * Where a browser comes from: Playwright's build, a system path, or nowhere.
 * @param {'chromium' | 'firefox'} name
 * @returns {{ source: 'bundled' } | { source: 'system', executablePath: string } | { source: 'none' }}
 */
export function findBrowser(name) {
  const type = name === 'chromium' ? chromium : firefox;
  if (SWITCH !== 'system' && bundledInstalled(type)) return { source: 'bundled' };
  if (SWITCH === 'bundled') return { source: 'none' };
  const executablePath = firstExisting(SYSTEM[name]);
  return executablePath ? { source: 'system', executablePath } : { source: 'none' };
}

const HOW_TO = {
  chromium:
    "run `npm run setup:browsers` (Playwright's Chromium, or Debian's `chromium`), or set CHROMIUM_PATH",
  firefox:
    'run `npx playwright install firefox` (or `apt-get install firefox-esr`), or set FIREFOX_PATH',
};

/** Whether the system's Chromium headless shell is installed. */
export const hasSystemHeadlessShell = () => !!firstExisting(SYSTEM_HEADLESS_SHELL);

/**
 * Chromium's launch options (for Playwright projects and scripts).
 * @param {{ headlessShell?: boolean }} [options] headlessShell: the system's
 *   headless shell where installed (the tests; not the bench, which measures
 *   the browser a visitor runs, nor a headed run, which needs CHROMIUM_PATH).
 * @returns {import('playwright').LaunchOptions}
 */
export function chromiumLaunchOptions({ headlessShell = false } = {}) {
  const found = findBrowser('chromium');
  if (found.source === 'bundled') return {};
  if (found.source === 'none') throw new Error(`No Chromium found: ${HOW_TO.chromium}.`);
  const shell =
    headlessShell && !process.env.CHROMIUM_PATH ? firstExisting(SYSTEM_HEADLESS_SHELL) : undefined;
  return { executablePath: shell ?? found.executablePath, args: SYSTEM_CHROMIUM_ARGS };
}

/**
 * The `use` options of a Firefox project; undefined when there is no Firefox
 * (the config then fails only when a Firefox project is selected).
 * @returns {{ browserName: 'firefox', channel?: string, launchOptions?: import('playwright').LaunchOptions } | undefined}
 */
export function firefoxUse() {
  const found = findBrowser('firefox');
  if (found.source === 'bundled') return { browserName: 'firefox' };
  if (found.source === 'none') return undefined;
  return {
    browserName: 'firefox',
    channel: 'moz-firefox',
    launchOptions: { executablePath: found.executablePath },
  };
}

/**
 * Where WebKit comes from: Playwright's build (the site's specs run in it), or
 * else the system's WebKitGTK (the smoke check; its fixture says what to
 * install when that is missing too).
 * @returns {'bundled' | 'system'}
 */
export function webkitSource() {
  if (SWITCH === 'bundled') return 'bundled';
  return SWITCH !== 'system' && hasPlaywrightWebKit() ? 'bundled' : 'system';
}

/** Whether Playwright's own WebKit build is installed. */
export const hasPlaywrightWebKit = () => bundledInstalled(webkit);
