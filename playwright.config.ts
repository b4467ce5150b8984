// The specs read the content modules, which are server-only (content/outside-next.mjs).
import './content/outside-next.mjs';

import { defineConfig, devices } from '@playwright/test';

import { desktop, engineProjects, phone, WALK } from './e2e/support/engine-projects.mjs';
import { deployedUrl, localUrl, rootOnlyUrl } from './e2e/support/hosts';
import { chromiumLaunchOptions, firefoxUse, webkitSource } from './scripts/dev/browsers.mjs';

/**
 * Every end-to-end suite, one config (docs/testing.md):
 *
 *   e2e/site    the static export (or BASE_URL). `npm test` runs each behaviour
 *               once, at the size it belongs to: `desktop` (1440x900) runs
 *               every test but the walks, `phone` (390x844) only those tagged
 *               @phone (phone-only behaviour, or what a phone does otherwise).
 *               Tests tagged @walk visit every page (axe, links, font swap,
 *               JS budget…): only `walks` and `walks-phone`, in `npm run
 *               test:all`. Firefox and Playwright's WebKit run the rest there;
 *               the phone walk opens one English page of each kind (walkAt).
 *   e2e/gate    the content gate's one pass over every page (npm run gate:content)
 *   e2e/webkit  the WebKit smoke check, WebKitGTK over WebDriver, where
 *               Playwright's WebKit is missing
 *   e2e/edge    the production Worker and headers (wrangler.jsonc, worker/)
 *               in the platform's local runtime (wrangler dev) serving out/
 *   e2e/cms     the editor at /admin and its sign-in service against a local
 *               stand-in of GitHub over a throwaway Git repository
 *   e2e/editor  the editor's local mode (npm run cms) on a stand-in working tree
 *   e2e/films   a film uploaded from the editor to the Worker, then the films pipeline
 *
 * The one list of projects for readers is docs/testing.md (scripts/ci/docs.test.mjs).
 *
 * Browsers: Playwright's own, or the system's through the workarounds in
 * scripts/dev/browsers.mjs (one switch, E2E_BROWSERS).
 */
// With no browser found, Playwright's own is asked for: its error then says
// to run `npx playwright install` (or `npm run setup:browsers`, docs/testing.md).
const chromium = () => {
  try {
    return { launchOptions: chromiumLaunchOptions({ headlessShell: true }) };
  } catch {
    return {};
  }
};

/** Tags of e2e/site (docs/testing.md, "Where a new spec goes"). */
const PHONE = /@phone/;

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
    // Recorded on a retry only (CI retries once): recording every test costs the
    // 2-core machine about a tenth of the run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // `npm test` (test:e2e): one test of each behaviour, at its size.
    {
      name: 'desktop',
      testDir: './e2e/site',
      grepInvert: WALK,
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
    {
      name: 'phone',
      testDir: './e2e/site',
      grep: PHONE,
      grepInvert: WALK,
      use: { ...devices['Pixel 7'], viewport: phone, ...chromium() },
    },
    // `npm run test:all` only: the page-by-page walks, at both sizes.
    {
      name: 'walks',
      testDir: './e2e/site',
      grep: WALK,
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
    {
      name: 'walks-phone',
      testDir: './e2e/site',
      grep: WALK,
      use: { ...devices['Pixel 7'], viewport: phone, ...chromium() },
    },
    // Firefox, and WebKit: the site's specs in Playwright's WebKit, or the
    // WebKitGTK smoke check (e2e/support/engine-projects.mjs).
    ...engineProjects({ firefox: firefoxUse(), webkit: webkitSource() }),
    {
      // The content gate's one pass (npm run gate:content): every page opened once.
      name: 'gate',
      testDir: './e2e/gate',
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
    {
      name: 'edge-setup',
      testDir: './e2e/edge',
      testMatch: 'edge.setup.ts',
      teardown: 'edge-teardown',
    },
    { name: 'edge-teardown', testDir: './e2e/edge', testMatch: 'edge.teardown.ts' },
    {
      // What production answers: its Worker, headers, policies and 404s.
      name: 'edge',
      testDir: './e2e/edge',
      dependencies: ['edge-setup'],
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
    {
      // The editor's local mode (`npm run cms`) on a stand-in working tree, offline
      // (e2e/support/local-editor.ts). Chromium only: Sveltia opens the folder with
      // showDirectoryPicker, which Firefox and Safari do not have.
      name: 'editor',
      testDir: './e2e/editor',
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
    {
      // The sign-in service against a local stand-in of GitHub: servers of its own, no setup.
      name: 'sign-in',
      testDir: './e2e/cms',
      testMatch: 'sign-in.spec.ts',
      // After the sign-in the editor reads every data file of both languages first.
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
    {
      // The film field's upload to the films' bucket (s3rver on loopback) in
      // the real editor, then the films pipeline on the saved reference.
      name: 'editor-films',
      testDir: './e2e/films',
      workers: 1,
      timeout: 180_000,
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
    {
      // The editor (Sveltia CMS) against the Git host stand-in, servers of its own, out/ built.
      name: 'cms',
      testDir: './e2e/cms',
      testIgnore: 'sign-in.spec.ts',
      workers: 1,
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], viewport: desktop, ...chromium() },
    },
  ],
  webServer: deployedUrl
    ? undefined
    : [
        {
          // out/ as production serves it (the Worker in wrangler dev: the
          // nearest 404.html, every header), with the e-mail stand-in.
          command: `node scripts/dev/serve.mjs --port ${new URL(localUrl).port}`,
          url: `${localUrl}/`,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          timeout: 120_000,
        },
        {
          // `npx serve out`: only the root 404.html, like GitHub Pages or Netlify.
          command: `serve out --listen tcp://127.0.0.1:${new URL(rootOnlyUrl).port} --no-clipboard --no-port-switching`,
          url: `${rootOnlyUrl}/`,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
        },
      ],
});
