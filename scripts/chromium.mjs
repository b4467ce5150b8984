// Which Chromium the tests and scripts launch: Playwright's own where it is
// installed, otherwise a system one (CHROMIUM_PATH, or Debian's /usr/bin/chromium).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

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

function bundledChromium() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {import('playwright').LaunchOptions} */
export function chromiumLaunchOptions() {
  if (!process.env.CHROMIUM_PATH && bundledChromium()) return {};
  const executablePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUMS.find((p) => existsSync(p));
  if (!executablePath) {
    throw new Error(
      'No Chromium found: run `npx playwright install chromium`, or `apt-get install chromium`, or set CHROMIUM_PATH.',
    );
  }
  return { executablePath, args: SYSTEM_ARGS };
}
