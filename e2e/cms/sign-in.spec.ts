import { expect, test, type Page } from '@playwright/test';

import { MESSAGES, REFERENCE_LABEL } from '../../worker/sign-in/messages';
import { openSignIn, signIn } from '../support/editor';
import { startEditorServers, type EditorServers } from '../support/editor-servers';
import { CLIENT_SECRET, TOKEN } from '../support/git-host';

/**
 * The studio signs in to the editor on the live site: the editor's GitHub
 * login opens the site's Worker (worker/sign-in/, under wrangler dev) in a
 * popup, which goes to the Git host (a local stand-in of GitHub) and back,
 * and hands the token to the editor by postMessage. The same popup refuses
 * a forged state, a denied login and a failed token exchange, in Polish,
 * and lets nobody in.
 */
let servers: EditorServers;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // wrangler dev bundles and starts the Worker: some seconds, more on a busy machine.
  test.setTimeout(120_000);
  servers = await startEditorServers({
    sitePort: Number(process.env.CMS_E2E_ADMIN_PORT ?? 0),
    gitHostPort: Number(process.env.CMS_E2E_GIT_HOST_PORT ?? 0),
    withSite: false,
  });
});
test.beforeEach(() => servers.gitHost.reset());
test.afterAll(async () => {
  await servers.close();
});

/** The editor's page, its login clicked: the popup, on the stand-in's consent page. */
async function openLogin(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));
  const popup = await openSignIn(page, servers);
  popup.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));
  return { popup, seen };
}

/** Nobody is in: no collections, and the editor never called the Git host's API with a token. */
async function expectNoEditor(page: Page) {
  await expect(page.getByRole('treeitem', { name: 'Usługi: Filmy' })).toHaveCount(0);
  expect(servers.gitHost.requests).toEqual([]);
}

test('the studio signs in with its Git host account and sees the editor', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));
  page.on('popup', (popup) =>
    popup.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`)),
  );
  await signIn(page, servers);
  await expect(page.getByRole('treeitem', { name: 'Usługi: Fotografia' })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: 'Strony i ustawienia' })).toBeVisible();
  // The secret went from the Worker to the Git host, never through the browser.
  expect(servers.gitHost.tokenRequests.at(-1)).toMatchObject({ client_secret: CLIENT_SECRET });
  expect(seen.join('\n')).not.toContain(CLIENT_SECRET);
  // The editor calls the Git host's API with the token it was handed, and nothing it does not know.
  expect(seen.some((line) => line.startsWith(`${servers.gitHost.url}/api/v3/user`))).toBe(true);
  expect(servers.gitHost.unanswered).toEqual([]);
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
  await expect(page.getByRole('button', { name: /^Zaloguj się przez .?GitHub/ })).toBeVisible();
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
  // The log says what the Git host answered, for whoever runs the site, and nothing secret.
  const reference = (await popup.getByText(REFERENCE_LABEL).textContent())?.split(': ')[1];
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
