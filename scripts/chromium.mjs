// Which Chromium the tests and scripts launch: Playwright's own where it is
// installed, otherwise a system one (CHROMIUM_PATH, or Debian's /usr/bin/chromium).
import { chromium } from 'playwright';

import { findBrowser } from './find-browser.mjs';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

// Flags for a headless Chromium on a machine without network: no background
// services that would try to reach the internet.
export const SYSTEM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {import('playwright').LaunchOptions} */
export function chromiumLaunchOptions() {
  const found = findBrowser(chromium, process.env.CHROMIUM_PATH, SYSTEM_CHROMIUMS);
  if (found.bundled) return {};
  if (!found.executablePath) {
    throw new Error(
      'No Chromium found: run `npx playwright install chromium`, or `apt-get install chromium`, or set CHROMIUM_PATH.',
    );
  }
  return { executablePath: found.executablePath, args: SYSTEM_ARGS };
}
