import { expect, test } from '@playwright/test';

import { PREVIEW_CONTEXT } from '../../cms/editor-config';
import { openService, signIn, withEditorServers } from '../support/editor';
import type { EditorServers } from '../support/editor-servers';
import { TOKEN } from '../support/git-host/state';

/**
 * A draft's preview link: the preview workflow builds every draft branch and
 * reports its address to GitHub as a commit status (docs/publishing.md); the
 * editor reads the draft's statuses and offers „Zobacz podgląd”, the link the
 * studio sends to a client before publishing.
 */
let servers: EditorServers;
test.describe.configure({ mode: 'serial' });
withEditorServers((started) => {
  servers = started;
});
test.beforeEach(() => servers.gitHost.reset());

const DRAFT = 'cms/services-film/wizerunkowe';
const PREVIEW = 'https://cms-services-film-wizerunkowe-swiatlocien.studio.workers.dev';

test('a draft whose preview is built shows „Zobacz podgląd” with its address', async ({
  page,
  context,
  request,
}) => {
  // The preview's host, answered here: tests never reach the internet.
  await context.route(`${PREVIEW}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Podgląd</title>' }),
  );
  await signIn(page, servers);
  await openService(page, 'Usługi: Filmy', 'Wizerunkowe');
  await page
    .getByRole('textbox', { name: 'Nagłówek strony' })
    .fill('Film o Waszej firmie, dla klienta');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await page.getByRole('button', { name: 'Później' }).click();
  await expect.poll(() => servers.gitHost.pulls.all.map((p) => p.head)).toEqual([DRAFT]);

  // The preview workflow, done: the draft's head commit gets the status with its address.
  const head = servers.gitHost.repo.head(DRAFT);
  const posted = await request.post(
    `${servers.gitHost.url}/api/v3/repos/studio/strona/statuses/${head}`,
    {
      headers: { Authorization: `Bearer ${TOKEN}` },
      data: {
        state: 'success',
        context: PREVIEW_CONTEXT,
        target_url: PREVIEW,
        description: 'Podgląd gotowy',
      },
    },
  );
  expect(posted.status()).toBe(201);

  // Saved, the editor is back at the list; opened again, the entry asks for its draft's statuses.
  await openService(page, 'Usługi: Filmy', 'Wizerunkowe');
  const view = page.getByRole('button', { name: 'Zobacz podgląd' });
  await expect(view).toBeVisible({ timeout: 30_000 });
  const opened = page.waitForEvent('popup');
  await view.click();
  // The page of this entry on the draft's preview.
  const popup = await opened;
  await popup.waitForURL(`${PREVIEW}/**`);
  expect(popup.url()).toBe(`${PREVIEW}/film/wizerunkowe`);
});
