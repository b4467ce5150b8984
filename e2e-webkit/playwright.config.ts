// The specs read the content modules, which are server-only (content/outside-next.mjs).
import '../content/outside-next.mjs';

import { defineConfig } from '@playwright/test';

import { deployedUrl, localUrl } from '../e2e/support/hosts';

/**
 * `npm run test:webkit`: the WebKit smoke check. Playwright's runner runs it
 * (TypeScript, the registry, expect and reports as in e2e/), but no Playwright
 * browser: each worker drives WebKitGTK's MiniBrowser through WebKitWebDriver
 * (e2e-webkit/support/webkit.ts, scripts/webkit.mjs). One worker: one
 * MiniBrowser at a time on a 2-core machine. Serves out/ like the e2e suite,
 * or runs against BASE_URL.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: '../test-results/webkit',
  webServer: deployedUrl
    ? undefined
    : {
        command: `node scripts/serve.mjs --port ${new URL(localUrl).port}`,
        cwd: '..',
        url: `${localUrl}/`,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
      },
});
