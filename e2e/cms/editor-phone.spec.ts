import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { fitsTheScreen, signIn, withEditorServers } from '../support/editor';
import type { EditorServers } from '../support/editor-servers';

/**
 * The studio on a phone (390×844, touch): signs in, finds a service by its
 * menu name, edits its headline, adds a photo from the phone, looks at the
 * preview, saves a draft and publishes it, with nothing cut off and nothing
 * scrolling sideways. Against the GitHub stand-in, as editor.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let servers: EditorServers;
withEditorServers((started) => {
  servers = started;
});

const FILE = 'content/services/film/wizerunkowe.json';
const git = (...args: string[]) => servers.gitHost.repo.git(args);
const onMain = () => JSON.parse(git('show', `main:${FILE}`)) as { headline: string };

test('the studio edits, previews, saves and publishes a service on a phone', async ({ page }) => {
  const headline = 'Ludzie i wartości Waszej firmy w jednym filmie';
  await signIn(page, servers);
  await fitsTheScreen(page, 'the collections');
  await page.getByRole('treeitem', { name: 'Usługi: Filmy' }).tap();
  // The list names each service by its menu name, then its headline.
  const entry = page.getByRole('gridcell', { name: /^.?Wizerunkowe – / });
  await expect(entry).toBeVisible();
  await fitsTheScreen(page, 'the list of films');
  await entry.tap();

  const field = page.getByRole('textbox', { name: 'Nagłówek strony' });
  await field.fill(headline);
  await fitsTheScreen(page, 'the form');
  // The form settles once the edit is taken (Zapisz turns on); a tap while it
  // re-rendered once landed on the list above („Dodaj akapit wstępu”).
  await expect(page.getByRole('button', { name: 'Zapisz' })).toBeEnabled();

  // The list's heading counts its photos („Zdjęcia (5)”): the tap adds one.
  const count = page.getByText(/^Zdjęcia \(\d+\)$/);
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('button', { name: /^Dodaj .?zdjęcie/i }).tap();
  await expect(count).toHaveText(`Zdjęcia (${before + 1})`);
  await page
    .getByRole('group', { name: /Plik zdjęcia/ })
    .last()
    .getByRole('button', { name: 'Przeglądaj' })
    .tap();
  const picker = page.getByRole('dialog', { name: 'Wybierz zdjęcie' });
  await fitsTheScreen(page, 'the photo picker');
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Prześlij' }).tap();
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#7a5a3b' },
  })
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: photo });
  await picker.getByRole('button', { name: 'Wstaw' }).tap();
  const src = '/media/photos/img_1234.webp';
  await expect(page.getByRole('group', { name: /Plik zdjęcia/ }).last()).toContainText(src);
  await page
    .getByRole('textbox', { name: 'Tekst alternatywny', exact: true })
    .last()
    .fill('Ekipa filmowa ustawia światło w biurze klienta');

  await page.getByRole('button', { name: 'Podgląd', exact: true }).tap();
  await expect(
    page
      .frameLocator('iframe[title="Podgląd treści"]')
      .frameLocator('iframe[title="Podgląd strony usługi"]')
      .getByRole('heading', { level: 1 }),
  ).toHaveText('Ludzie i\u00a0wartości Waszej firmy w\u00a0jednym filmie');
  await fitsTheScreen(page, 'the preview');

  // „Zapisz”: a draft on its branch, with the photo; main as it was.
  await page.getByRole('button', { name: 'Zapisz', exact: true }).tap();
  await page.getByRole('button', { name: 'Później' }).tap();
  const draft = 'cms/services-film/wizerunkowe';
  await expect.poll(() => servers.gitHost.repo.branches()).toEqual([draft, 'main']);
  expect(git('ls-tree', '--name-only', draft, `public${src}`)).toBe(`public${src}`);
  expect(onMain().headline).not.toBe(headline);

  // „Opublikuj”: from the entry, status „Gotowe”, then „Opublikuj” and its confirmation.
  await page.getByRole('gridcell', { name: /^.?Wizerunkowe – / }).tap();
  // A tap on the menu's item leaves the status as it was (Sveltia 0.221.1 under Playwright's
  // touch emulation); a click sets it. Left to a finger on a real phone to confirm. Under
  // load the first choice, made while the entry is still settling, is sometimes dropped:
  // the studio would simply choose again, and so does the test.
  await expect(async () => {
    await page.getByRole('button', { name: /^Status: / }).tap();
    await page.getByRole('menuitemradio', { name: 'Gotowe' }).click();
    await expect(page.getByRole('button', { name: /^Status: .?Gotowe/ })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await fitsTheScreen(page, 'the entry, ready');
  await page.getByRole('button', { name: 'Opublikuj wpis' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Opublikuj' }).tap();
  await expect.poll(() => onMain().headline).toBe(headline);
  expect(git('ls-tree', '--name-only', 'main', `public${src}`)).toBe(`public${src}`);
  // A photo straight from a phone's camera is saved smaller: at most 3000 px wide.
  const stored = servers.gitHost.repo.blob(git('rev-parse', `main:public${src}`));
  expect((await sharp(stored).metadata()).width).toBeLessThanOrEqual(3000);
});
