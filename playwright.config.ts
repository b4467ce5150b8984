// The specs read the content modules, which are server-only (content/outside-next.mjs).
import './content/outside-next.mjs';

import { defineConfig, devices } from '@playwright/test';

import { deployedUrl, localUrl, rootOnlyUrl } from './e2e/support/hosts';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { firefoxUse } from './scripts/firefox.mjs';

const launchOptions = chromiumLaunchOptions();
const firefox = firefoxUse();
if (!firefox) {
  throw new Error(
    'No Firefox found: run `npx playwright install firefox`, or `apt-get install firefox-esr`, or set FIREFOX_PATH.',
  );
}
const desktop = { width: 1440, height: 900 };

/**
 * Specs that judge the served HTML, bytes and metadata rather than what an
 * engine does with them (axe's rules, the link crawl, the no-JS HTML, SEO tags,
 * typography of the text nodes, the JS budget, contrast sampled from Chromium's
 * screenshots): a second engine would repeat them to the letter, at the cost of
 * a third of the suite's time. Firefox runs every interaction spec.
 */
const engineIndependent = [
  'accessibility.spec.ts',
  'contrast-over-media.spec.ts',
  'js-budget.spec.ts',
  'links.spec.ts',
  'no-javascript.spec.ts',
  'seo.spec.ts',
  'typography.spec.ts',
];
const phone = { width: 390, height: 844 };

/**
 * End-to-end tests against the static export in out/ (run `npm run build:local`
 * first), or against a deployed site with BASE_URL=https://… (no local server).
 * Chromium runs every spec at both sizes. Firefox runs every interaction spec
 * on the desktop (not the engine-independent ones below) and the specs with phone-only behaviour (the phone menu and its
 * accordions, keyboard and routes) at the phone size: the full phone run in a
 * second engine would add about as much time again for the same code paths.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: deployedUrl ?? localUrl,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: desktop, launchOptions },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: phone, launchOptions },
    },
    {
      name: 'firefox',
      testIgnore: engineIndependent,
      use: { ...devices['Desktop Firefox'], viewport: desktop, ...firefox },
    },
    {
      name: 'firefox-phone',
      testMatch: [
        'nav-behaviour.spec.ts',
        'keyboard.spec.ts',
        'navigation.spec.ts',
        'routes.spec.ts',
      ],
      // Firefox has no mobile emulation: isMobile only tells the specs which layout to expect.
      use: {
        ...devices['Desktop Firefox'],
        viewport: phone,
        isMobile: true,
        hasTouch: true,
        ...firefox,
      },
    },
  ],
  webServer: deployedUrl
    ? undefined
    : [
        {
          command: `node scripts/serve.mjs --port ${new URL(localUrl).port}`,
          url: `${localUrl}/`,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
        },
        {
          command: `serve out --listen tcp://127.0.0.1:${new URL(rootOnlyUrl).port} --no-clipboard --no-port-switching`,
          url: `${rootOnlyUrl}/`,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
        },
      ],
});
