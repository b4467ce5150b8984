import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { cmsCopy } from '../support/cms';

const SERVICE_FILE = 'content/services/film/wizerunkowe.json';
interface ServiceFile {
  headline: string;
  photos?: { src: string; alt: string }[];
  sections: { title: string; blocks: { type: string; text?: string; items?: string[] }[] }[];
}
/** A section's bullet points (its first bullet list). */
const bulletsOf = (section: ServiceFile['sections'][number] | undefined) =>
  section?.blocks.find((b) => b.type === 'bullets')?.items ?? [];
const readService = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, SERVICE_FILE), 'utf8')) as ServiceFile;

/** Signs in to the local backend and opens the service, as the studio would (docs/studio.md). */
async function openService(page: Page, headline: string) {
  await page.goto('/admin/index.html');
  await expect(page).toHaveTitle('Edytor treści | Światłocień');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Usługi: Filmy' }).click();
  await page.getByRole('link', { name: headline }).click();
  await expect(page.getByLabel('Nagłówek strony')).toHaveValue(headline);
}

/**
 * The editor's preview pane: the site's /podglad page inside Decap's pane,
 * drawing the entry with the page's own components (docs/cms.md).
 */
const previewOf = (page: Page) =>
  page.frameLocator('#preview-pane').frameLocator('iframe[title="Podgląd strony usługi"]');

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

/** The service as main, which the site is built from, holds it. */
const onMain = () => JSON.parse(git('show', `main:${SERVICE_FILE}`)) as ServiceFile;

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

// The tests edit the same file of the repository copy, one after the other.
test.describe.configure({ mode: 'serial' });

/**
 * Each test (and each retry) starts from the copy as the setup made it: main at
 * its first commit, no drafts. Otherwise a retry would meet the first try's
 * work, e.g. a headline already published, and nothing left to save.
 */
test.beforeEach(async () => {
  await expect.poll(drafts, { timeout: 15_000 }).not.toBe('busy');
  const first = git('rev-list', '--max-parents=0', 'main');
  git('reset', '-q', '--hard', first);
  git('clean', '-q', '-fd', '--', 'content', 'public/media');
  for (const branch of drafts().split('\n').filter(Boolean)) git('branch', '-q', '-D', branch);
});

test('the studio changes a headline and a point, saves, and the page shows them', async ({
  page,
}) => {
  const before = readService(cmsCopy());
  const section = before.sections.find((s) => bulletsOf(s).length > 1);
  const oldPoint = bulletsOf(section)[1];
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

  // Before anything is saved, the preview shows the page as it will be: the
  // page's own typesetting (a one-letter word kept with the next one) and lists.
  const preview = previewOf(page);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'Ludzie i\u00a0wartości Waszej firmy w\u00a0jednym filmie',
  );
  await expect(
    preview.getByRole('region', { name: section.title }).getByRole('listitem').nth(1),
  ).toHaveText(point);

  // A draft: a branch of the repository, and the page as it was.
  await saveDraft(page);
  await expect.poll(drafts, { timeout: 15_000 }).toBe('cms/services-film/wizerunkowe');
  // main, which the site is built from, is as it was. (decap-server's git mode checks
  // a draft's branch out while it writes it, so the working tree may briefly differ.)
  expect(onMain().headline).toBe(before.headline);
  const site = await page.context().newPage();
  await expect(async () => {
    expect(drafts()).not.toBe('busy');
    await site.goto('/film/wizerunkowe');
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(before.headline, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });

  // „Opublikuj” merges the draft: now the file and the page change.
  await publish(page);
  await expect.poll(drafts, { timeout: 15_000 }).toBe('');

  // On disk, in the data file, and still valid for the build.
  await expect.poll(() => readService(cmsCopy()).headline, { timeout: 15_000 }).toBe(headline);
  const after = readService(cmsCopy());
  expect(bulletsOf(after.sections.find((s) => s.title === section.title))[1]).toBe(point);
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
  // Nothing was saved, so nothing is being read back: the files the site serves are as they were.
  expect(readService(cmsCopy()).photos).toEqual(before.photos);
  expect(onMain().photos).toEqual(before.photos);

  await page.getByLabel('Tekst alternatywny').last().fill(alt);
  // The preview's gallery lists the upload at once, before the entry is saved. (Its
  // image shows once the file is saved: until then, Decap's own thumbnail has none either.)
  await expect(previewOf(page).getByRole('link', { name: `${alt} – powiększ` })).toHaveAttribute(
    'href',
    '/media/photos/hala-produkcyjna.jpg',
  );
  await saveDraft(page);
  await expect.poll(drafts, { timeout: 15_000 }).toBe('cms/services-film/wizerunkowe');
  // After a save Decap reads the draft back (its data file, then the photo), and
  // decap-server checks the draft's branch out for each read: read main, not the
  // working tree, which may be the draft's at that moment.
  expect(onMain().photos).toEqual(before.photos);
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

test('the studio reorders, adds and removes a section’s blocks, and the page follows', async ({
  page,
}) => {
  const before = readService(cmsCopy());
  const title = 'Co otrzymujecie';
  const blocksOf = (file: ServiceFile) =>
    file.sections.find((s) => s.title === title)?.blocks.map((b) => b.type) ?? [];
  const comment = before.sections
    .find((s) => s.title === title)
    ?.blocks.find((b) => b.type === 'paragraph')?.text;
  if (!comment) throw new Error(`${SERVICE_FILE}: „${title}” has no paragraph`);
  expect(blocksOf(before)).toEqual(['bullets', 'paragraph']);
  const added = 'Na życzenie przygotowujemy też wersję z audiodeskrypcją.';

  await openService(page, before.headline);
  // A block in the editor: the list item around its text field (Decap's sortable item).
  const itemOf = (field: ReturnType<Page['getByLabel']>, level = 1) =>
    field.locator(`xpath=ancestor::div[contains(@class,"listControlItem")][${level}]`);
  // An item's top bar (after its kind's label): collapse, drag handle, remove (×).
  const removeButton = (item: ReturnType<Page['locator']>) =>
    item.locator(':scope > div').first().locator('button').last();
  const text = page.getByLabel('Tekst', { exact: true });
  let field = text.first();
  for (const candidate of await text.all()) {
    if ((await candidate.inputValue()) === comment) field = candidate;
  }
  const item = itemOf(field);
  const list = item.locator('xpath=preceding-sibling::*[1]');
  await expect(list.getByLabel('Punkt', { exact: true }).first()).toBeVisible();

  // Drag the paragraph above the list by its handle (dnd-kit's sortable button). Both are
  // collapsed first (their top bar's first button), so one lands on the other's place.
  const topBar = (block: ReturnType<Page['locator']>) => block.locator(':scope > div').first();
  await topBar(list).locator('button').first().click();
  await topBar(item).locator('button').first().click();
  const handle = topBar(item).locator('[aria-roledescription="sortable"]');
  const target = topBar(list).locator('[aria-roledescription="sortable"]');
  await target.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no box to drag between');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(item.locator('xpath=following-sibling::*[1]')).toContainText('Lista punktowana');
  await topBar(item).locator('button').first().click();

  // Add a paragraph at the end of the same section. (The buttons name their item in
  // the accusative where it differs: „Dodaj sekcję”, not Decap's „Dodaj sekcja”.)
  await expect(page.getByRole('button', { name: 'Dodaj sekcję', exact: true })).toBeVisible();
  const section = itemOf(field, 2);
  await section.getByRole('button', { name: 'Dodaj blok', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Akapit' }).click();
  const fresh = section.getByLabel('Tekst', { exact: true }).last();
  await fresh.fill(added);
  await saveDraft(page);
  await publish(page);

  await expect
    .poll(() => blocksOf(readService(cmsCopy())), { timeout: 15_000 })
    .toEqual(['paragraph', 'bullets', 'paragraph']);
  const after = readService(cmsCopy()).sections.find((s) => s.title === title);
  expect(after?.blocks[0]?.text).toBe(comment);
  expect(after?.blocks[2]?.text).toBe(added);

  // The page shows the blocks in the new order: the comment, the list, the new paragraph.
  // The development server recompiles the content after the save; that may take a while.
  await expect(async () => {
    await page.goto('/film/wizerunkowe');
    await expect(page.getByRole('main').getByText(added)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  const region = page.getByRole('region', { name: title });
  const order = await region.evaluate((el) =>
    [...el.querySelectorAll('p, ul')].map((n) => n.tagName.toLowerCase()),
  );
  expect(order).toEqual(['p', 'ul', 'p']);

  // Remove the new block again: its item's last top-bar button (Decap's ×).
  // Still signed in: back to the entry from the collection.
  await page.goto('/admin/index.html');
  await page.getByRole('link', { name: 'Usługi: Filmy' }).click();
  await page.getByRole('link', { name: before.headline }).click();
  await expect(page.getByLabel('Nagłówek strony')).toHaveValue(before.headline);
  let last = page.getByLabel('Tekst', { exact: true }).first();
  for (const candidate of await page.getByLabel('Tekst', { exact: true }).all()) {
    if ((await candidate.inputValue()) === added) last = candidate;
  }
  await removeButton(itemOf(last)).click();
  await saveDraft(page);
  await publish(page);
  await expect
    .poll(() => blocksOf(readService(cmsCopy())), { timeout: 15_000 })
    .toEqual(['paragraph', 'bullets']);
});
