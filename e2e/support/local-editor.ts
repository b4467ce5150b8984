import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

import { serveEditorSite } from './editor-site';
import { offline, pickOpfsFolder, repoFiles, seedRepo } from './local-repo';

/**
 * The editor in local mode on a stand-in working tree (./local-repo.ts),
 * served with its policy (./editor-site.ts), offline. `openLocalEditor`
 * goes the studio's way in: /admin, „Pracuj z lokalnym repozytorium”, the
 * folder (the stand-in answers the picker), the first collection.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

// What Sveltia reads of the folder (it scans only the paths its configuration
// names): the collections' data files and the media folder.
const REPO_DIRS = ['content', 'public/media/photos'];
const dataFile = (file: string) =>
  !file.startsWith('content/') || (file.endsWith('.json') && !file.includes('__fixtures__'));

export const test = base.extend<
  { refused: string[] },
  { editorOrigin: string; files: Awaited<ReturnType<typeof repoFiles>> }
>({
  editorOrigin: [
    async ({}, provide) => {
      const site = await serveEditorSite(root);
      await provide(site.origin);
      await site.close();
    },
    { scope: 'worker' },
  ],
  files: [
    async ({}, provide) => provide(await repoFiles(root, REPO_DIRS, dataFile)),
    { scope: 'worker' },
  ],
  baseURL: async ({ editorOrigin }, provide) => provide(editorOrigin),
  // In every test, whether it reads it or not: the folder picker's stand-in,
  // and every request off 127.0.0.1 refused and recorded.
  refused: [
    async ({ context }, provide) => {
      await pickOpfsFolder(context);
      await provide(await offline(context));
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens the editor on a fresh copy of the working tree and, from the list of
 * collections (a phone's first screen), the photo services' list.
 */
export async function openLocalEditor(page: Page, files: Parameters<typeof seedRepo>[1]) {
  await page.goto('/admin/');
  // The stand-in folder belongs to the editor's origin: filled once the page is there.
  await seedRepo(page, files);
  const touch = (await page.evaluate(() => navigator.maxTouchPoints)) > 0;
  const local = page.getByRole('button', { name: 'Pracuj z lokalnym repozytorium' });
  await (touch ? local.tap() : local.click());
  const photos = page.getByRole('treeitem', { name: 'Usługi: Fotografia' });
  await (touch ? photos.tap() : photos.click());
  await expect(page.getByRole('grid').getByRole('row').first()).toBeVisible();
}

/**
 * Sveltia sets the words it puts into its messages apart with Unicode
 * isolates (U+2068 … U+2069): „Dodaj ⁨Zdjęcie⁩”. A name as the studio reads it.
 */
export function shown(text: string): RegExp {
  const chars = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\u2068?${chars.join('[\\u2068\\u2069]?')}\\u2069?$`, 'u');
}

/** A screenshot for a person to look at, when EDITOR_SHOTS names a folder (docs/cms.md). */
export async function shot(page: Page, name: string) {
  const dir = process.env.EDITOR_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
