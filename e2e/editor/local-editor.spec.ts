import { readFileSync } from 'node:fs';
import sharp from 'sharp';

import { slugify } from '@/lib/slug';

import { expect, openLocalEditor, shot, shown, test } from '../support/local-editor';
import { readRepoFile } from '../support/local-repo';

/**
 * The editor on a working tree (`npm run cms`, „Pracuj z lokalnym
 * repozytorium”), as the studio uses it on a computer: Polish, offline,
 * saving straight into the folder's files (docs/cms.md).
 */

const WEDDING = 'content/services/fotografia/slubna.json';
const original = readFileSync(WEDDING, 'utf8');
const wedding = JSON.parse(original) as { headline: string; menu: { label: string } };

test('edits a headline in Polish, offline, and the file changes by that line alone', async ({
  page,
  files,
  refused,
}) => {
  await openLocalEditor(page, files);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const services = page.getByRole('grid');
  // Listed by the name the service has in the menu, then its headline.
  const row = services.getByRole('gridcell', {
    name: `${wedding.menu.label} – ${wedding.headline}`,
  });
  await expect(row).toBeVisible();
  await shot(page, 'desktop-list');

  // Icons are drawn by their font (Material Symbols), not left as their
  // names: a glyph is about as wide as it is high, „bookmark_manager” is not.
  const icon = page
    .getByRole('tree', { name: 'Lista kolekcji' })
    .getByText('bookmark_manager')
    .first();
  const box = await icon.boundingBox();
  expect(box, 'an icon in the collections list').not.toBeNull();
  expect(box!.width).toBeLessThan(box!.height * 1.5);

  await row.click();
  const headline = page.getByRole('textbox', { name: 'Nagłówek strony' });
  await expect(headline).toHaveValue(wedding.headline);
  const edited = 'Reportaż z Waszego dnia, bez pozowania i pośpiechu';
  await headline.fill(edited);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  // Back on the list, under the new headline.
  await expect(
    services.getByRole('gridcell', { name: `${wedding.menu.label} – ${edited}` }),
  ).toBeVisible();

  // Same indentation, key order and final newline: `git diff` shows one line.
  const saved = (await readRepoFile(page, WEDDING))?.toString('utf8');
  expect(saved).toBe(
    original.replace(`"headline": "${wedding.headline}"`, `"headline": "${edited}"`),
  );
  expect(saved).not.toBe(original);
  // Nothing was needed from outside this machine; GitHub's status page was asked and refused.
  expect(refused.filter((url) => !url.startsWith('https://www.githubstatus.com/'))).toEqual([]);
});

test('refuses to save a service without its headline, naming the field', async ({
  page,
  files,
}) => {
  await openLocalEditor(page, files);
  await page.getByRole('gridcell', { name: new RegExp(`^${wedding.menu.label} – `) }).click();
  await page.getByRole('textbox', { name: 'Nagłówek strony' }).fill('');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  // The message stands on the field itself, named by its label.
  const field = page.getByRole('group', { name: shown('Pole „Nagłówek strony”') });
  await expect(field.getByRole('alert')).toContainText('To pole jest wymagane.');
  // Still editing, and the file as it was.
  await expect(page.getByRole('textbox', { name: 'Nagłówek strony' })).toHaveValue('');
  expect((await readRepoFile(page, WEDDING))?.toString('utf8')).toBe(original);
});

test('the preview shows the page as edited, an unsaved photo too, before anything is saved', async ({
  page,
  files,
}, testInfo) => {
  await openLocalEditor(page, files);
  // A service without photos yet: the first one added is the page's main photo.
  await page.getByRole('gridcell', { name: /^Produktowa – / }).click();
  // Sveltia's pane is a document of its own; in it, the site's /podglad (cms/admin/preview.ts).
  const preview = page
    .getByTitle('Podgląd treści')
    .contentFrame()
    .getByTitle('Podgląd strony usługi')
    .contentFrame();
  const edited = 'Zdjęcia produktów, które sprzedają same';
  await page.getByRole('textbox', { name: 'Nagłówek strony' }).fill(edited);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited);
  await expect(preview.getByRole('article')).toHaveAttribute('lang', 'pl');
  await shot(page, 'desktop-entry-preview');

  // Its English side, chosen above the form, is drawn as the English page.
  const english = JSON.parse(
    readFileSync('content/services/fotografia/produktowa.en.json', 'utf8'),
  ) as { headline: string };
  await page.getByRole('radio', { name: 'Angielski', exact: true }).first().click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(english.headline);
  await expect(preview.getByRole('article')).toHaveAttribute('lang', 'en');
  await shot(page, 'desktop-entry-preview-english');
  await page.getByRole('radio', { name: 'Polski', exact: true }).first().click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited);

  // A photo from the computer, put in the field but not saved: only the editor has it.
  const photo = testInfo.outputPath('kubek-na-stole.jpg');
  // A file of its own: given a copy of a photo it has, the library picks that photo.
  await sharp('public/media/photos/05.jpg').resize(1200).jpeg().toFile(photo);
  await page.getByRole('button', { name: shown('Dodaj zdjęcie') }).click();
  const field = page.getByRole('group', { name: shown('Pole „Plik zdjęcia”') });
  await field.getByRole('button', { name: 'Przeglądaj' }).click();
  const library = page.getByRole('dialog', { name: 'Wybierz zdjęcie' });
  // The studio's own photos only: no stock photo services, which need the internet.
  await expect(library.getByRole('listbox', { name: 'Lokalizacje' })).toBeVisible();
  await expect(library.getByText('Zdjęcia stockowe')).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Prześlij' }).click();
  await (await chooser).setFiles(photo);
  await library.getByRole('button', { name: 'Wstaw' }).click();
  const alt = 'Ceramiczny kubek na dębowym stole w porannym świetle';
  await page.getByRole('textbox', { name: 'Tekst alternatywny', exact: true }).fill(alt);

  const main = preview.getByRole('img', { name: alt });
  await expect(main).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // Nothing is in the working tree yet.
  const product = 'content/services/fotografia/produktowa.json';
  expect((await readRepoFile(page, product))?.toString('utf8')).toBe(readFileSync(product, 'utf8'));
  expect(await readRepoFile(page, 'public/media/photos/kubek-na-stole.webp')).toBeUndefined();
});

test('from an open entry, the launch list is one button away and covers no field until opened', async ({
  page,
  files,
}) => {
  // The list this checkout's editor serves (scripts/build/write-admin.mjs).
  const check = JSON.parse(readFileSync('public/admin/launch-check.json', 'utf8')) as {
    heading: string;
    items: unknown[];
    english: { heading: string; pages: { problems: string[] }[] };
  };
  test.skip(check.items.length === 0, 'nothing is left to do: the entry shows no button');
  await openLocalEditor(page, files);
  await page.getByRole('gridcell', { name: new RegExp(`^${wedding.menu.label} – `) }).click();
  const headline = page.getByRole('textbox', { name: 'Nagłówek strony' });
  await expect(headline).toBeVisible();

  const panel = page.getByRole('group', { name: check.heading });
  await expect(panel).toBeHidden();
  // In the entry's own bar, beside „Zapisz”, with the number of items left.
  const way = page
    .getByRole('toolbar')
    .getByRole('button', { name: new RegExp(`^Do uzupełnienia:\\s${check.items.length}$`) });
  await expect(way).toBeVisible();
  await way.click();
  // What blocks publishing, then, apart, the pages still in Polish only (never blocking).
  const englishLines = check.english.pages.flatMap((gap) => gap.problems);
  await expect(panel.getByRole('listitem')).toHaveCount(check.items.length + englishLines.length);
  await expect(panel.getByRole('listitem').first()).toBeInViewport();
  await expect(panel.getByRole('heading', { name: check.english.heading })).toBeAttached();
  await expect(way).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'desktop-entry-launch-check');
  // Closed again, the entry is as it was, still open for editing.
  await way.click();
  await expect(panel).toBeHidden();
  await expect(headline).toHaveValue(wedding.headline);
});

test('warns under the English menu name before a rename moves the English page', async ({
  page,
  files,
}) => {
  const english = JSON.parse(
    readFileSync('content/services/fotografia/slubna.en.json', 'utf8'),
  ) as { menu: { label: string } };
  const published = `/en/photography/${slugify(english.menu.label)}`;
  await openLocalEditor(page, files);
  await page.getByRole('gridcell', { name: new RegExp(`^${wedding.menu.label} – `) }).click();
  // The English side of the form, chosen above it.
  await page.getByRole('radio', { name: 'Angielski', exact: true }).first().click();
  const name = page
    .locator('.pane[data-mode="edit"][data-locale="en"]')
    .getByRole('textbox', { name: 'Nazwa w menu' });
  await expect(name).toHaveValue(english.menu.label);
  const warning = page.getByRole('status').filter({ hasText: 'adresem strony angielskiej' });
  await expect(warning).toHaveCount(0);

  await name.fill(`${english.menu.label} day`);
  const moved = `/en/photography/${slugify(`${english.menu.label} day`)}`;
  // Typeset as every hint is: „z” keeps to the address with a non-breaking space.
  await expect(warning).toContainText(new RegExp(`z\\s${published}\\spod\\s${moved}`));
  await shot(page, 'desktop-english-rename-warning');
  // On a phone's width too, under the field.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning).toBeInViewport();
  await shot(page, 'phone-english-rename-warning');
  await page.setViewportSize({ width: 1440, height: 900 });
  // Back to a name that makes the same address: nothing moves, nothing to say.
  await name.fill(english.menu.label.toUpperCase());
  await expect(warning).toHaveCount(0);
});
