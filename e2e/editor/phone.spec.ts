import { devices, type Page } from '@playwright/test';
import sharp from 'sharp';

import { phone } from '../support/engine-projects.mjs';
import { expect, openLocalEditor, shot, shown, test } from '../support/local-editor';
import { readRepoFile } from '../support/local-repo';

/**
 * The studio on a phone (issue #33), in the editor's local mode: a touch
 * screen of 390x844, where Sveltia lays itself out for phones.
 */
test.use({ ...devices['Pixel 7'], viewport: phone });

/** Nothing scrolls sideways, and the given controls are whole on the screen. */
async function expectFits(page: Page, controls: ReturnType<Page['getByRole']>[]) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    expect(box!.x, String(control)).toBeGreaterThanOrEqual(0);
    expect(box!.y, String(control)).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, String(control)).toBeLessThanOrEqual(phone.width);
    expect(box!.y + box!.height, String(control)).toBeLessThanOrEqual(phone.height);
  }
}

test('on a phone: finds a service by its menu name, edits it, adds a photo, previews, saves', async ({
  page,
  files,
}, testInfo) => {
  await openLocalEditor(page, files);
  const wedding = page.getByRole('gridcell', { name: /^Ślubna – / });
  await expect(wedding).toBeVisible();
  await expectFits(page, [page.getByRole('button', { name: 'Utwórz nowy wpis' })]);
  await shot(page, 'phone-list');

  await wedding.tap();
  const headline = page.getByRole('textbox', { name: 'Nagłówek strony' });
  const save = page.getByRole('button', { name: 'Zapisz' });
  await expect(headline).toBeVisible();
  await expectFits(page, [page.getByRole('button', { name: 'Anuluj edycję' }), save]);
  await shot(page, 'phone-entry');
  const edited = 'Reportaż z Waszego dnia, bez pozowania';
  await headline.fill(edited);

  const photo = testInfo.outputPath('IMG_2043.jpg');
  await sharp('public/media/photos/07.jpg').resize(1500).jpeg().toFile(photo);
  await page.getByRole('button', { name: shown('Dodaj zdjęcie') }).tap();
  const field = page.getByRole('group', { name: shown('Pole „Plik zdjęcia”') }).last();
  await field.getByRole('button', { name: 'Przeglądaj' }).tap();
  const library = page.getByRole('dialog', { name: 'Wybierz zdjęcie' });
  await shot(page, 'phone-library');
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Prześlij' }).tap();
  await (await chooser).setFiles(photo);
  await library.getByRole('button', { name: 'Wstaw' }).tap();
  await expect(field.getByRole('button', { name: 'Zmień nazwę' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Tekst alternatywny', exact: true })
    .last()
    .fill('Obrączki na dłoniach pary młodej');
  await expectFits(page, [save]);

  await page.getByRole('button', { name: 'Podgląd', exact: true }).tap();
  const preview = page
    .getByTitle('Podgląd treści')
    .contentFrame()
    .getByTitle('Podgląd strony usługi')
    .contentFrame();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited);
  await expectFits(page, [save]);
  await shot(page, 'phone-preview');

  await save.tap();
  await expect(page.getByRole('gridcell', { name: `Ślubna – ${edited}` })).toBeVisible();
  const saved = JSON.parse(
    (await readRepoFile(page, 'content/services/fotografia/slubna.json'))!.toString('utf8'),
  ) as { headline: string; photos: { src: string }[] };
  expect(saved.headline).toBe(edited);
  expect(saved.photos.at(-1)?.src).toBe('/media/photos/img_2043.webp');
});

test('on a phone the launch check stays in sight on the lists, off every control, one tap from an entry', async ({
  page,
  files,
}) => {
  const panel = page.getByRole('group', { name: 'Co zostało do uzupełnienia przed publikacją' });
  /** What of the editor's controls the panel covers, by name: none. */
  const covered = () =>
    panel.evaluate((own) => {
      const box = own.getBoundingClientRect();
      const selector =
        'button, a[href], input, select, textarea, [role="button"], [role="radio"], [role="tab"], [role="treeitem"], [role="gridcell"]';
      return [...document.querySelectorAll(selector)]
        .filter((control) => !own.contains(control))
        .filter((control) => {
          const c = control.getBoundingClientRect();
          if (c.width === 0 || c.height === 0) return false;
          return (
            c.left < box.right && box.left < c.right && c.top < box.bottom && box.top < c.bottom
          );
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim());
    });

  await openLocalEditor(page, files);
  await expect(panel).toBeInViewport({ ratio: 1 });
  await expect.poll(covered).toEqual([]);
  await shot(page, 'phone-list-launch-check');

  await page.getByRole('button', { name: 'Powrót do listy kolekcji' }).tap();
  await expect(page.getByRole('tree', { name: 'Lista kolekcji' })).toBeVisible();
  await expect(panel).toBeInViewport({ ratio: 1 });
  await expect.poll(covered).toEqual([]);

  await page.getByRole('treeitem', { name: 'Usługi: Filmy' }).tap();
  await page.getByRole('gridcell', { name: /^Eventowe – / }).tap();
  await expect(page.getByRole('textbox', { name: 'Nagłówek strony' })).toBeVisible();
  await expect(panel).toBeHidden();
  // From the open entry, a button in its bar opens the list over the form.
  const way = page.getByRole('toolbar').getByRole('button', { name: /^Braki: \d+$/ });
  await expectFits(page, [way, page.getByRole('button', { name: 'Zapisz' })]);
  await way.tap();
  await expect(panel.getByRole('listitem').first()).toBeInViewport();
  await shot(page, 'phone-entry-launch-check');
  await way.tap();
  await expect(panel).toBeHidden();
});
