import { defineConfig, devices } from '@playwright/test';

import { siteUrl } from './e2e-cms/support/ports';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * The editor at /admin end to end, offline: the global setup copies the
 * repository to a temporary folder and starts `npm run cms` there
 * (decap-server and the development server), so a save never touches the
 * checkout. CMS_E2E_PORT (3610) and CMS_E2E_BACKEND_PORT (8181) move them.
 */
export default defineConfig({
  testDir: './e2e-cms',
  globalSetup: './e2e-cms/support/global-setup.ts',
  outputDir: './test-results/cms',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 180_000,
  reporter: 'list',
  use: {
    baseURL: siteUrl,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'cms',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        ...{ launchOptions: chromiumLaunchOptions() },
      },
    },
  ],
});
