import { expect, test, type Page } from '@playwright/test';

import { MESSAGES } from '../../cms/oauth/handler.mjs';
import { CLIENT_SECRET, TOKEN } from '../support/git-host';
import {
  startSignInServers,
  UNUSED_LOCAL_BACKEND,
  type SignInServers,
} from '../support/sign-in-servers';

/**
 * The studio signs in to the editor on the live site: Decap's GitHub login
 * opens the sign-in service (cms/oauth/) in a popup, which goes to the Git
 * host (a local stand-in of GitHub) and back, and hands the token to the
 * editor by postMessage. The same popup refuses a forged state, a denied
 * login and a failed token exchange, in Polish, and lets nobody in.
 */
let servers: SignInServers;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  servers = await startSignInServers();
});
test.afterAll(async () => {
  await servers.close();
});

/** The editor's page, its login clicked: the popup, on the stand-in's consent page. */
async function openLogin(page: Page) {
  // The live site's editor: no decap-server on this machine.
  await page.route(`${UNUSED_LOCAL_BACKEND}/**`, (route) => route.abort());
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(`${servers.adminUrl}/admin/`);
  await expect(page).toHaveTitle('Edytor treści | Światłocień');
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Zaloguj się przez GitHub' }).click();
  const popup = await popupOpens;
  popup.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));
  await expect(popup.getByRole('link', { name: 'Authorize' })).toBeVisible();
  return { popup, seen };
}

async function expectNoEditor(page: Page) {
  await expect(page.getByRole('button', { name: 'Zaloguj się przez GitHub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usługi: Filmy' })).toHaveCount(0);
}

test('the studio signs in with its Git host account and sees the editor', async ({ page }) => {
  const { popup, seen } = await openLogin(page);
  const closes = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Authorize' }).click();
  await closes;

  await expect(page.getByRole('link', { name: 'Usługi: Filmy' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Usługi: Fotografia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Strony i ustawienia' })).toBeVisible();
  // The secret went from the service to the Git host, never through the browser.
  expect(servers.gitHost.tokenRequests.at(-1)).toMatchObject({ client_secret: CLIENT_SECRET });
  expect(seen.join('\n')).not.toContain(CLIENT_SECRET);
  // The editor calls the Git host's API with the token it was handed.
  expect(seen.some((line) => line.startsWith(`${servers.gitHost.url}/repos/`))).toBe(true);
});

test('a callback with a state this browser did not start shows why, and lets nobody in', async ({
  page,
}) => {
  const { popup } = await openLogin(page);
  const requests = servers.gitHost.tokenRequests.length;
  await popup.goto(`${servers.oauthUrl}/callback?code=kod-dobry&state=podrobiony`);
  await expect(popup.getByRole('status')).toHaveText(MESSAGES.state);
  expect(servers.gitHost.tokenRequests).toHaveLength(requests);
  await expect(popup.locator('body')).not.toContainText(TOKEN);
  await expectNoEditor(page);
});

test('a denied login shows why in the popup and in the editor, and lets nobody in', async ({
  page,
}) => {
  const { popup } = await openLogin(page);
  await popup.getByRole('link', { name: 'Cancel' }).click();
  await expect(popup.getByRole('status')).toHaveText(MESSAGES.denied);
  await expectNoEditor(page);
  // Closing the popup hands the message, not a token, to the editor.
  const closes = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Zamknij to okno' }).click();
  await closes;
  await expect(page.getByText(MESSAGES.denied)).toBeVisible();
  await expectNoEditor(page);
});

test('a failed token exchange shows why, and lets nobody in', async ({ page }) => {
  const { popup } = await openLogin(page);
  servers.gitHost.failTokens = true;
  try {
    await popup.getByRole('link', { name: 'Authorize' }).click();
    await expect(popup.getByRole('status')).toHaveText(MESSAGES.exchange);
  } finally {
    servers.gitHost.failTokens = false;
  }
  await expect(popup.locator('body')).not.toContainText(TOKEN);
  await expectNoEditor(page);
  // The journal says what the Git host answered, for the studio's operator, and nothing secret.
  const reference = (await popup.getByText(/^Numer zgłoszenia: /).textContent())?.split(': ')[1];
  expect(servers.service.journal()).toContainEqual(
    expect.objectContaining({
      event: 'exchange_failed',
      error: 'bad_verification_code',
      id: reference,
    }),
  );
  const journal = JSON.stringify(servers.service.journal());
  for (const secret of [CLIENT_SECRET, 'kod-dobry', TOKEN]) expect(journal).not.toContain(secret);
});
