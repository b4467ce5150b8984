import { randomFillSync } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';

import { PHOTO_UPLOAD } from '@/cms/editor-config';

import { expect, openLocalEditor, shown, test } from '../support/local-editor';
import { listRepoDir, readRepoFile } from '../support/local-repo';

/**
 * A photo straight from a camera lands in the working tree made smaller by
 * the editor itself (cms/editor-config.ts, PHOTO_UPLOAD): WebP, at most
 * 3000 px on its long edge, under 2 MB. The build then makes the site's
 * sizes from it (scripts/build/images/).
 */

const PHOTOS = 'public/media/photos';
const WEDDING = 'content/services/fotografia/slubna.json';

/**
 * A 6000x4000 camera JPEG of about 15 MB: a sample photo enlarged, with
 * grain on every pixel (a smooth enlargement would compress far below a
 * camera's file), at quality 95. Made in the test's own folder, never kept.
 */
async function cameraPhoto(testInfo: TestInfo): Promise<string> {
  const width = 6000;
  const height = 4000;
  const { data } = await sharp(path.join(PHOTOS, '01.jpg'))
    .resize(width, height, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grain = randomFillSync(Buffer.alloc(data.length));
  const amount = 56;
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.min(255, Math.max(0, data[i]! + ((grain[i]! * amount) >> 8) - amount / 2));
  }
  const file = testInfo.outputPath('DSC_0412.jpg');
  await sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(file);
  return file;
}

/** The wedding page's photos, a new one added from the computer, as the studio does it. */
async function addPhoto(page: Page, file: string, alt: string) {
  await page.getByRole('gridcell', { name: /^Ślubna – / }).click();
  await page.getByRole('button', { name: shown('Dodaj zdjęcie') }).click();
  const field = page.getByRole('group', { name: shown('Pole „Plik zdjęcia”') }).last();
  await field.getByRole('button', { name: 'Przeglądaj' }).click();
  const library = page.getByRole('dialog', { name: 'Wybierz zdjęcie' });
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Prześlij' }).click();
  await (await chooser).setFiles(file);
  await library.getByRole('button', { name: 'Wstaw' }).click();
  // The editor shrinks it when it is put in the field: its new name shows then.
  await expect(field.getByRole('button', { name: 'Zmień nazwę' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Tekst alternatywny', exact: true }).last().fill(alt);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
}

/** The photo the editor wrote, checked as the build will read it. */
async function expectOptimised(page: Page, original: string) {
  const added = (await listRepoDir(page, PHOTOS)).filter((name) => !/^\d\d\.jpg$/.test(name));
  expect(added).toEqual(['dsc_0412.webp']);
  const bytes = await readRepoFile(page, `${PHOTOS}/dsc_0412.webp`);
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(format).toBe('webp');
  expect(Math.max(width, height)).toBeLessThanOrEqual(PHOTO_UPLOAD.width);
  // The long edge as large as allowed: shrunk, not cropped or thumbnailed.
  expect(Math.max(width, height)).toBe(3000);
  expect(bytes!.length).toBeLessThan(2_000_000);
  const json = JSON.parse((await readRepoFile(page, WEDDING))!.toString('utf8')) as {
    photos: { src: string }[];
  };
  expect(json.photos.at(-1)?.src).toBe('/media/photos/dsc_0412.webp');
  test.info().annotations.push({
    type: 'sizes',
    description: `${path.basename(original)} ${(await stat(original)).size} B → ${bytes!.length} B, ${width}x${height}`,
  });
}

test('a 15 MB camera photo lands as WebP of at most 3000 px and under 2 MB', async ({
  page,
  files,
}, testInfo) => {
  const photo = await cameraPhoto(testInfo);
  expect((await stat(photo)).size).toBeGreaterThan(14_000_000);
  await openLocalEditor(page, files);
  await addPhoto(page, photo, 'Para młoda pod parasolem na schodach kościoła');
  await expectOptimised(page, photo);
});

test('where the browser cannot make WebP (Safari), the bundled encoder does', async ({
  page,
  files,
}, testInfo) => {
  // As in Safari: asked for WebP, the canvas gives PNG. The editor then loads
  // the WebAssembly encoder it carries (/admin/vendor/@jsquash/webp…), under
  // the editor's CSP ('wasm-unsafe-eval', served by ../support/editor-site.ts).
  await page.addInitScript(() => {
    const convert = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = function (options) {
      return convert.call(
        this,
        options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options,
      );
    };
  });
  const encoder = page.waitForResponse(/\/admin\/vendor\/@jsquash\/webp@[\d.]+\/.*\.wasm$/);
  const photo = await cameraPhoto(testInfo);
  await openLocalEditor(page, files);
  await addPhoto(page, photo, 'Para młoda pod parasolem na schodach kościoła');
  expect((await encoder).ok()).toBe(true);
  await expectOptimised(page, photo);
});
