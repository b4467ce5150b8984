// Which Firefox the tests launch: Playwright's own where it is installed,
// otherwise a stock one (FIREFOX_PATH, or Debian's firefox-esr) driven over
// WebDriver BiDi through Playwright's `moz-firefox` channel. Playwright 1.60
// drives firefox-esr 153; 1.65 does not (emulation.setMediaFeaturesOverride
// is unknown to it), hence the pinned version in package.json.
import { firefox } from 'playwright';

import { findBrowser } from './find-browser.mjs';

const SYSTEM_FIREFOXES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/**
 * The `use` options of a Firefox project, or undefined when there is no Firefox.
 * @returns {{ browserName: 'firefox', channel?: string, launchOptions?: import('playwright').LaunchOptions } | undefined}
 */
export function firefoxUse() {
  const found = findBrowser(firefox, process.env.FIREFOX_PATH, SYSTEM_FIREFOXES);
  if (found.bundled) return { browserName: 'firefox' };
  if (!found.executablePath) return undefined;
  return {
    browserName: 'firefox',
    channel: 'moz-firefox',
    launchOptions: { executablePath: found.executablePath },
  };
}
