import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { cmsCopy } from './support/ports';

const SERVICE_FILE = 'content/services/film/wizerunkowe.json';
interface ServiceFile {
  headline: string;
  photos?: { src: string; alt: string }[];
  sections: { title: string; points?: string[] }[];
}
const readService = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, SERVICE_FILE), 'utf8')) as ServiceFile;

/** Signs in to the local backend and opens the service, as the studio would (README). */
async function openService(page: Page, headline: string) {
  await page.goto('/admin/index.html');
  await expect(page).toHaveTitle('Edytor treści | Światłocień');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Usługi: Filmy' }).click();
  await page.getByRole('link', { name: headline }).click();
  await expect(page.getByLabel('Nagłówek strony')).toHaveValue(headline);
}

/**
 * The page, loaded until it shows the saved file: next dev reads the data
 * files when it renders the page (content/load.ts), and decap-server may take
 * a moment to write them.
 */
async function openPageShowing(page: Page, path: string, shows: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await shows();
  }).toPass({ timeout: 30_000 });
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: cmsCopy(), encoding: 'utf8' }).trim();
/**
 * The drafts of the repository copy (Decap's branches, one per entry:
 * cms/<collection>/<slug>), once decap-server is back on main: it checks a
 * draft's branch out while it writes it.
 */
const drafts = () =>
  git('rev-parse', '--abbrev-ref', 'HEAD') === 'main'
    ? git('branch', '--list', 'cms/*', '--format=%(refname:short)')
    : 'busy';

/** „Zapisz”: a draft, on a branch of its own; the site's files stay as they were. */
async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
}

/** Marks the draft ready, then „Opublikuj teraz” merges it. */
async function publish(page: Page) {
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Gotowe' }).click();
  await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  // Decap asks „Czy na pewno chcesz opublikować tę pozycję?”; the studio confirms.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByText('Opublikuj teraz').click();
}

// Both tests edit the same file of the repository copy, one after the other.
test.describe.configure({ mode: 'serial' });

test('the studio changes a headline and a point, saves, and the page shows them', async ({
  page,
}) => {
  const before = readService(cmsCopy());
  const section = before.sections.find((s) => (s.points?.length ?? 0) > 1);
  const oldPoint = section?.points?.[1];
  if (!section || !oldPoint) throw new Error(`${SERVICE_FILE} has no section with points`);
  const headline = 'Ludzie i wartości Waszej firmy w jednym filmie';
  const point = 'Fundacje i stowarzyszenia, które chcą pokazać swoją codzienną pracę';

  await openService(page, before.headline);
  await page.getByLabel('Nagłówek strony').fill(headline);
  const points = page.getByLabel('Punkt', { exact: true });
  await expect(points.first()).toBeVisible();
  let changed = false;
  for (const field of await points.all()) {
    if ((await field.inputValue()) === oldPoint) {
      await field.fill(point);
      changed = true;
      break;
    }
  }
  expect(changed, `a field „Punkt” holding „${oldPoint}”`).toBe(true);

  // A draft: a branch of the repository, and the page as it was.
  await saveDraft(page);
  await expect.poll(drafts, { timeout: 15_000 }).toBe('cms/services-film/wizerunkowe');
  expect(readService(cmsCopy()).headline).toBe(before.headline);
  const site = await page.context().newPage();
  await site.goto('/film/wizerunkowe');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(before.headline);

  // „Opublikuj” merges the draft: now the file and the page change.
  await publish(page);
  await expect.poll(drafts, { timeout: 15_000 }).toBe('');

  // On disk, in the data file, and still valid for the build.
  await expect.poll(() => readService(cmsCopy()).headline, { timeout: 15_000 }).toBe(headline);
  const after = readService(cmsCopy());
  expect(after.sections.find((s) => s.title === section.title)?.points?.[1]).toBe(point);
  expect(after.sections).toHaveLength(before.sections.length);

  // The rebuilt page (the development server renders it anew from the file).
  await openPageShowing(site, '/film/wizerunkowe', () =>
    expect(site.getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 2_000 }),
  );
  await expect(site.getByRole('main').getByText(point)).toBeVisible();
});

test('the studio uploads a photo, must describe it, and the page shows it', async ({ page }) => {
  const before = readService(cmsCopy());
  const alt = 'Operator z kamerą na statywie w jasnej hali produkcyjnej';
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#3b5a7a' },
  })
    .jpeg()
    .toBuffer();

  await openService(page, before.headline);
  await page.getByRole('button', { name: 'Dodaj zdjęcie' }).click();
  await page.getByRole('button', { name: 'Wybierz zdjęcie', exact: true }).click();
  // Decap lower-cases the name and replaces the space.
  await page
    .getByLabel('Prześlij nowe')
    .setInputFiles({ name: 'Hala Produkcyjna.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Wybierz zaznaczone' }).click();

  // Without its description the editor refuses to save the photo.
  await saveDraft(page);
  await expect(page.getByText('Pole „Tekst alternatywny” jest wymagane.')).toBeVisible();
  await expect(page.getByText('Nie wszystkie wymagane pola są wypełnione.')).toBeVisible();
  expect(readService(cmsCopy()).photos).toEqual(before.photos);

  await page.getByLabel('Tekst alternatywny').last().fill(alt);
  await saveDraft(page);
  await expect.poll(drafts, { timeout: 15_000 }).toBe('cms/services-film/wizerunkowe');
  expect(readService(cmsCopy()).photos).toEqual(before.photos);
  await publish(page);
  const src = '/media/photos/hala-produkcyjna.jpg';
  await expect
    .poll(() => readService(cmsCopy()).photos?.at(-1), { timeout: 15_000 })
    .toEqual({ src, alt });
  expect(existsSync(path.join(cmsCopy(), 'public', src)), `public${src} in the copy`).toBe(true);

  // The page shows it in the gallery before any build made its variants, with
  // the size read from the file.
  const thumbnail = page.getByRole('main').getByRole('link', { name: `${alt} – powiększ` });
  await openPageShowing(page, '/film/wizerunkowe', () =>
    expect(thumbnail).toHaveAttribute('href', src, { timeout: 2_000 }),
  );
  await thumbnail.scrollIntoViewIfNeeded();
  const image = thumbnail.locator('img');
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '800');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
});
