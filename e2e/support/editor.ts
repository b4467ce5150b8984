import { expect, test, type Page } from '@playwright/test';

import { startEditorServers, type EditorServers } from './editor-servers';

/**
 * The editor's servers for a spec file (the Git host stand-in, the site's
 * Worker for the sign-in, /admin and out/), started once and closed after it; `use` receives
 * them. After every test the editor must have made no call the stand-in does
 * not know (answered 501, and listed in the report with every call).
 */
export function withEditorServers(use: (servers: EditorServers) => void) {
  let servers: EditorServers | undefined;
  test.beforeAll(async () => {
    // wrangler dev bundles and starts the Worker: some seconds, more on a busy machine.
    test.setTimeout(120_000);
    servers = await startEditorServers({
      sitePort: Number(process.env.CMS_E2E_PORT ?? 0),
      gitHostPort: Number(process.env.CMS_E2E_BACKEND_PORT ?? 0),
      withSite: true,
    });
    use(servers);
  });
  test.afterAll(async () => {
    await servers?.close();
  });
  test.afterEach(async ({}, testInfo) => {
    if (!servers) return;
    await testInfo.attach('git-host-calls', { body: servers.gitHost.requests.join('\n') });
    expect(servers.gitHost.unanswered).toEqual([]);
  });
}

/**
 * Sveltia CMS wraps the names it puts into its messages in Unicode isolates
 * (U+2068 … U+2069), e.g. „Zaloguj się przez ⁨GitHub⁩”: a name as the
 * studio reads it, matched with or without them.
 */
export function named(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, ' [\\u2068\\u2069]?');
  return new RegExp(`^[\\u2068\\u2069]?${escaped}[\\u2068\\u2069]?$`);
}

/** The editor's sign-in button opens the popup, on the Git host's consent page. */
export async function openSignIn(page: Page, servers: EditorServers) {
  await page.goto(servers.adminUrl);
  await expect(page).toHaveTitle('Edytor treści | Światłocień');
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Zaloguj się przez [\u2068]?GitHub/ }).click();
  const popup = await popupOpens;
  await expect(popup.getByRole('link', { name: 'Authorize' })).toBeVisible();
  return popup;
}

/** The studio signs in (sign-in service popup, „Authorize”) and sees its collections. */
export async function signIn(page: Page, servers: EditorServers) {
  const popup = await openSignIn(page, servers);
  const closes = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Authorize' }).click();
  await closes;
  await expect(page.getByRole('treeitem', { name: 'Usługi: Filmy' })).toBeVisible({
    timeout: 60_000,
  });
}

/** Nothing wider than the screen: the page never scrolls sideways (the editor on a phone). */
export async function fitsTheScreen(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** A service from its collection's list, found by its menu name; its form opens. */
export async function openService(page: Page, collection: string, menuName: string) {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('gridcell', { name: new RegExp(`^.?${menuName} – `) }).click();
  await expect(page.getByRole('textbox', { name: 'Nagłówek strony' })).toBeVisible();
}
