import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { realizationSchema } from '@/content/schema';
import { getService } from '@/content/services';

import { fitsTheScreen, signIn, withEditorServers } from '../support/editor';
import type { EditorServers } from '../support/editor-servers';

/**
 * The studio on a phone (390×844, touch) adds a realization, a finished
 * wedding with twelve photos straight from the phone, and saves it: the new
 * entry in „Realizacje”, its title, service, date and place, a cover and
 * twelve photos each with its description, one paragraph of its story, then
 * „Zapisz”. Its draft then holds the entry (its address the title's) and
 * every photo, as the site's schema wants them; main stays as it was.
 * Against the GitHub stand-in, as editor-phone.spec.ts.
 */
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  actionTimeout: 60_000,
});

let servers: EditorServers;
withEditorServers((started) => {
  servers = started;
});

const PHOTOS = 12;
const TITLE = 'Wesele Ani i Jana w Dolinie Będkowskiej';
const FILE = 'content/realizations/wesele-ani-i-jana-w-dolinie-bedkowskiej.json';
const git = (...args: string[]) => servers.gitHost.repo.git(args);

/** A phone's photo: large, each one a colour of its own, so each is its own file. */
const phonePhoto = (i: number) =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 40 + i * 15, g: 90, b: 60 },
    },
  })
    .jpeg()
    .toBuffer();

/** A field of the form by its label, as Sveltia names its group: „Pole „Zdjęcia””. */
const field = (page: Page, label: string) => page.getByRole('group', { name: `Pole „${label}”` });

/** „Przeglądaj” in the photo field `group`, „Prześlij” a photo from the phone, „Wstaw”. */
async function choosePhoto(
  page: Page,
  group: ReturnType<Page['getByRole']>,
  name: string,
  upload: Buffer,
) {
  await group.scrollIntoViewIfNeeded();
  await group.getByRole('button', { name: 'Przeglądaj' }).tap();
  const picker = page.getByRole('dialog', { name: 'Wybierz zdjęcie' });
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Prześlij' }).tap();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: upload });
  // The library names a file as the site will (lower case); the editor saves it as WebP.
  await picker.getByRole('option', { name: name.toLowerCase() }).tap();
  await picker.getByRole('button', { name: 'Wstaw' }).tap();
  await expect(picker).toBeHidden();
  await expect(group).toContainText(
    `/media/photos/${name.toLowerCase().replace(/\.jpg$/, '.webp')}`,
  );
}

test('the studio adds a wedding with twelve photos on a phone and saves it', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, servers);
  await page.getByRole('treeitem', { name: 'Realizacje' }).tap();
  await fitsTheScreen(page, 'the list of realizations');
  await page.getByRole('button', { name: 'Nowy wpis' }).tap();

  const wedding = getService('slubna')!;
  // One select of several, searchable: the studio types a few letters of the service.
  await page.getByRole('combobox', { name: 'Usługi' }).tap();
  await page.getByRole('option', { name: `Fotografia: ${wedding.menu.label}` }).tap();
  await expect(
    field(page, 'Usługi').getByRole('gridcell', {
      name: `Fotografia: ${wedding.menu.label}`,
      exact: true,
    }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Data', exact: true }).fill('2026-08-22');
  await page.getByRole('textbox', { name: 'Miejsce', exact: true }).fill('Dolina Będkowska');
  // The title last of the first fields: typed the instant the new entry opens, it can be
  // lost as the editor sets the entry up (the studio's fingers are slower than that).
  const title = page.getByRole('textbox', { name: 'Tytuł', exact: true });
  await title.fill(TITLE);
  await fitsTheScreen(page, 'the form');

  // The editor draws a field's parts once it comes into view.
  const cover = field(page, 'Okładka');
  await cover.scrollIntoViewIfNeeded();
  await choosePhoto(
    page,
    field(page, 'Okładka').getByRole('group', { name: 'Pole „Plik zdjęcia”' }),
    'IMG_0000.jpg',
    await phonePhoto(0),
  );
  await cover
    .getByRole('textbox', { name: 'Tekst alternatywny', exact: true })
    .fill('Para młoda na skale nad doliną o zachodzie słońca');

  const photos = field(page, 'Zdjęcia');
  await photos.scrollIntoViewIfNeeded();
  for (let i = 1; i <= PHOTOS; i++) {
    await photos
      .getByRole('button', { name: /^Dodaj .?zdjęcie/i })
      .last()
      .tap();
    const item = photos.getByRole('group', { name: 'Pole „Plik zdjęcia”' }).last();
    const name = `IMG_${String(i).padStart(4, '0')}.jpg`;
    await choosePhoto(page, item, name, await phonePhoto(i));
    await photos
      .getByRole('textbox', { name: 'Tekst alternatywny', exact: true })
      .last()
      .fill(`Wesele w Dolinie Będkowskiej, zdjęcie ${i}`);
  }
  await expect(page.getByText(`Zdjęcia (${PHOTOS})`)).toBeVisible();
  await fitsTheScreen(page, 'the form with twelve photos');

  const story = field(page, 'Opis');
  await story.scrollIntoViewIfNeeded();
  await story.getByRole('button', { name: /^Dodaj .?akapit/i }).tap();
  await page
    .getByRole('textbox', { name: 'Akapit', exact: true })
    .last()
    .fill(
      'Ania i Jan pobrali się w sierpniu; fotografowaliśmy ich dzień od przygotowań do oczepin.',
    );

  // „Zapisz”: a draft on its branch; main as it was.
  await expect(title).toHaveValue(TITLE);
  await page.getByRole('button', { name: 'Zapisz', exact: true }).tap();
  await page.getByRole('button', { name: 'Później' }).tap();
  const draft = 'cms/realizations/wesele-ani-i-jana-w-dolinie-bedkowskiej';
  await expect.poll(() => servers.gitHost.repo.branches()).toEqual([draft, 'main']);
  expect(git('ls-tree', '--name-only', 'main', FILE)).toBe('');

  // Publishing ends here (#53): at 390x844 the editor's status menu most often changes
  // nothing on a realization, new or published, to any status, by tap, click or key, with
  // no request and no message, and without our after-editor.js too (a race: about 1 try
  // in 4 works). At 1440x900, and for a service on a phone (editor-phone.spec.ts), it works.

  // On the draft: the entry as the site's schema wants it, its twelve photos and the cover's file.
  const saved = realizationSchema.parse(JSON.parse(git('show', `${draft}:${FILE}`)));
  expect(saved).toMatchObject({ title: TITLE, services: [wedding.id], date: '2026-08-22' });
  expect(saved.photos).toHaveLength(PHOTOS);
  for (const photo of [saved.cover, ...(saved.photos ?? [])]) {
    expect(git('ls-tree', '--name-only', draft, `public${photo.src}`)).toBe(`public${photo.src}`);
    const stored = servers.gitHost.repo.blob(git('rev-parse', `${draft}:public${photo.src}`));
    expect((await sharp(stored).metadata()).width).toBeLessThanOrEqual(3000);
  }
});
