import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { openService, signIn, withEditorServers } from '../support/editor';
import type { EditorServers } from '../support/editor-servers';

/**
 * The studio edits the site at /admin (Sveltia CMS) as on the live site: it
 * signs in through the shipped sign-in service, and every save and „Opublikuj”
 * goes to a local stand-in of GitHub's API over a throwaway Git repository
 * (e2e/support/git-host/), which the test reads with git itself. A save is a
 * draft: a branch and a pull request; „Opublikuj” merges it into main.
 */
let servers: EditorServers;
test.describe.configure({ mode: 'serial' });
withEditorServers((started) => {
  servers = started;
});
// Each test starts from the repository as it was made: main at its first commit, no drafts.
test.beforeEach(() => servers.gitHost.reset());

const FILE = 'content/services/film/wizerunkowe.json';
const DRAFT = 'cms/services-film/wizerunkowe';
const git = (...args: string[]) => servers.gitHost.repo.git(args);
const fileOn = (ref: string) =>
  JSON.parse(git('show', `${ref}:${FILE}`)) as {
    headline: string;
    photos?: { src: string; alt: string }[];
  };
const branches = () => servers.gitHost.repo.branches();

/** „Zapisz”: a draft; the editor then offers to send it for review, and the studio says later. */
async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await page.getByRole('button', { name: 'Później' }).click();
}

/** The draft, opened again: status „Gotowe”, then „Opublikuj” and its confirmation. */
async function publish(page: Page, menuName: string) {
  await openService(page, 'Usługi: Filmy', menuName);
  // The editor may offer a copy of the entry it kept while the draft was being saved
  // („Przywróć szkic”); the draft is saved, so the studio discards the copy.
  const backup = page.getByRole('alertdialog', { name: 'Przywróć szkic' });
  if (
    await backup.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await backup.getByRole('button', { name: 'Odrzuć' }).click();
  }
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitemradio', { name: 'Gotowe' }).click();
  await page.getByRole('button', { name: 'Opublikuj wpis' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Opublikuj' }).click();
}

test('a save is a draft branch and main is unchanged; „Opublikuj” merges it', async ({ page }) => {
  const before = fileOn('main');
  const headline = 'Ludzie i wartości Waszej firmy w jednym filmie';
  await signIn(page, servers);
  await openService(page, 'Usługi: Filmy', 'Wizerunkowe');
  await page.getByRole('textbox', { name: 'Nagłówek strony' }).fill(headline);
  // Before anything is saved, the preview pane (Sveltia's frame) shows the page as it will
  // be: the site's /podglad framed by cms/admin/preview.ts, with the page's own typesetting (a one-letter word kept with the next one).
  await expect(
    page
      .frameLocator('iframe[title="Podgląd treści"]')
      .frameLocator('iframe[title="Podgląd strony usługi"]')
      .getByRole('heading', { level: 1 }),
  ).toHaveText('Ludzie i\u00a0wartości Waszej firmy w\u00a0jednym filmie');
  await saveDraft(page);

  // A branch of its own with the change in one commit on top of main, and a draft pull request.
  await expect.poll(branches).toEqual([DRAFT, 'main']);
  expect(fileOn(DRAFT).headline).toBe(headline);
  expect(git('rev-parse', `${DRAFT}^`)).toBe(git('rev-parse', 'main'));
  expect(fileOn('main')).toEqual(before);
  expect(servers.gitHost.pulls.all).toMatchObject([
    { head: DRAFT, base: 'main', state: 'open', draft: true, labels: ['sveltia-cms/draft'] },
  ]);

  await publish(page, 'Wizerunkowe');
  await expect.poll(() => fileOn('main').headline).toBe(headline);
  // A merge commit of main and the draft; the draft's branch is gone.
  expect(git('rev-list', '--parents', '-n1', 'main').split(' ')).toHaveLength(3);
  await expect.poll(branches).toEqual(['main']);
  expect(servers.gitHost.pulls.all).toMatchObject([{ state: 'closed', merged: true }]);
});

test('a headline too short is refused, named in Polish, and nothing is committed', async ({
  page,
}) => {
  const main = git('rev-parse', 'main');
  await signIn(page, servers);
  await openService(page, 'Usługi: Filmy', 'Wizerunkowe');
  const headline = page.getByRole('textbox', { name: 'Nagłówek strony' });
  await headline.fill('Film');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Jedno pole zawiera błąd. Popraw go, aby zapisać wpis.' }),
  ).toBeVisible();
  // The field itself says what is wrong, in the words of the content schema.
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await expect(headline).toHaveAccessibleErrorMessage(/od 10 do 80 znaków/);
  expect(branches()).toEqual(['main']);
  expect(git('rev-parse', 'main')).toBe(main);
  expect(servers.gitHost.requests.filter((r) => r.includes('mutation'))).toEqual([]);
});

test('an uploaded photo lands as a commit on the draft, then in main', async ({ page }) => {
  const alt = 'Operator z kamerą na statywie w jasnej hali produkcyjnej';
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#3b5a7a' },
  })
    .jpeg()
    .toBuffer();
  await signIn(page, servers);
  await openService(page, 'Usługi: Filmy', 'Wizerunkowe');
  await page.getByRole('button', { name: /^Dodaj .?zdjęcie/i }).click();
  // The new photo's file: „Przeglądaj”, then „Prześlij” from the computer, then „Wstaw”.
  await page
    .getByRole('group', { name: /Plik zdjęcia/ })
    .last()
    .getByRole('button', { name: 'Przeglądaj' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Wybierz zdjęcie' });
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Prześlij' }).click();
  await (
    await chooser
  ).setFiles({ name: 'Hala Produkcyjna.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The editor names the file as the site does: lower case, no spaces.
  await expect(picker.getByRole('option', { name: 'hala-produkcyjna.jpg' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await picker.getByRole('button', { name: 'Wstaw' }).click();
  // The field shows the file as it will be saved: made WebP by the editor.
  const src = '/media/photos/hala-produkcyjna.webp';
  await expect(page.getByRole('group', { name: /Plik zdjęcia/ }).last()).toContainText(src);
  await page.getByRole('textbox', { name: 'Tekst alternatywny', exact: true }).last().fill(alt);
  await saveDraft(page);

  // One commit on the draft's branch holds the photo and the entry, in both languages:
  // the English version gets the same photo, its file and not the Polish alt text, which
  // is the English page's to write (docs/english.md).
  await expect.poll(branches).toEqual([DRAFT, 'main']);
  const english = FILE.replace(/\.json$/, '.en.json');
  expect(git('diff', '--name-only', 'main', DRAFT).split('\n').sort()).toEqual(
    [FILE, english, `public${src}`].sort(),
  );
  const englishPhoto = (
    JSON.parse(git('show', `${DRAFT}:${english}`)) as { photos?: { src: string; alt?: string }[] }
  ).photos?.at(-1);
  expect(englishPhoto?.src).toBe(src);
  expect(englishPhoto?.alt ?? '').not.toBe(alt);
  expect(git('rev-list', '--count', `main..${DRAFT}`)).toBe('1');
  expect(fileOn(DRAFT).photos?.at(-1)).toEqual({ src, alt });
  // The file is the photo, at its size (only larger ones are made smaller).
  const stored = servers.gitHost.repo.blob(git('rev-parse', `${DRAFT}:public${src}`));
  expect(await sharp(stored).metadata()).toMatchObject({
    format: 'webp',
    width: 1200,
    height: 800,
  });
  expect(git('ls-tree', 'main', `public${src}`)).toBe('');

  await publish(page, 'Wizerunkowe');
  await expect.poll(() => fileOn('main').photos?.at(-1)).toEqual({ src, alt });
  expect(git('ls-tree', '--name-only', 'main', `public${src}`)).toBe(`public${src}`);
});
