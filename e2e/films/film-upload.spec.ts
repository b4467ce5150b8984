import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { expect, test, type Page } from '@playwright/test';

import { filmFolder } from '../../lib/films.mjs';
import { mastersFromEnv } from '../../scripts/build/films/bucket-masters.mjs';
import { buildFilms } from '../../scripts/build/films/build-films.mjs';
import { bucketStore } from '../../scripts/build/films/store.mjs';
import { STUDIO_KEY } from '../../scripts/build/films/test-bucket.mjs';
import {
  contentFiles,
  startEditorWithBucket,
  type EditorWithBucket,
} from '../support/editor-bucket';

/**
 * The studio publishes a film from the editor (issue #34): in the film's
 * „Plik filmu” it uploads the master, which goes straight to the films'
 * bucket (s3rver on loopback, every signature checked as R2 checks it), and
 * the saved service keeps only the master's address beside its title,
 * description and alt text; the films pipeline then reads the master from
 * the bucket and makes its renditions. The editor is the build's own
 * (cms/write-admin.mjs), under the policy the build gives it, working on a
 * stand-in of the repository's folder: the browser's private file system
 * (OPFS) in place of the folder picker of „Pracuj z lokalnym repozytorium”.
 */

const BUCKET = 'swiatlocien-filmy';
const SERVICE = 'content/services/film/eventowe.json';

interface Video {
  src: string;
  alt: string;
  title: string;
  description: string;
}

let editor: EditorWithBucket;
let work: string;

test.beforeAll(async () => {
  editor = await startEditorWithBucket(BUCKET);
  work = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-master-'));
});
test.afterAll(async () => {
  await editor?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A three-second master with picture and sound, named as a camera or an editor names files. */
function makeMaster(): string {
  const file = path.join(work, 'Relacja z gali.mp4');
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=3',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

/** The repository's folder for the local backend: the data files and a .git, in OPFS. */
async function openRepository(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: () => navigator.storage.getDirectory(),
    });
  });
  await page.goto(editor.adminUrl);
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.getDirectoryHandle('.git', { create: true });
    for (const [file, text] of Object.entries(files)) {
      const parts = file.split('/');
      const name = parts.pop() ?? '';
      let dir = root;
      for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, contentFiles());
  await page.getByRole('button', { name: 'Pracuj z lokalnym repozytorium' }).click();
}

/** A file of the stand-in folder, as the editor saved it. */
const savedFile = (page: Page, file: string) =>
  page.evaluate(async (file) => {
    let dir = await navigator.storage.getDirectory();
    const parts = file.split('/');
    const name = parts.pop() ?? '';
    for (const part of parts) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(name)).getFile()).text();
  }, file);

/** The service's film, its „Plik filmu” (holding `src`), and the dialog of its „Zastąp”. */
async function openFilmFile(page: Page, src?: string) {
  await page.getByRole('treeitem', { name: /Usługi: Filmy/ }).click();
  await page.getByRole('gridcell', { name: /^Eventowe – / }).click();
  // The editor draws a list's items once the list comes into view.
  await page.getByRole('group', { name: /Pole „\u2068?Filmy\u2069?”/ }).scrollIntoViewIfNeeded();
  const field = page.getByRole('group', { name: /Pole „\u2068?Plik filmu\u2069?”/ }).first();
  await field.scrollIntoViewIfNeeded();
  if (src) await expect(field.getByText(src)).toBeVisible();
  // It reads „Zastąp”; its name for assistive technology says what it replaces.
  const replace = field.getByRole('button', { name: 'Zastąp plik' });
  await expect(replace).toHaveText('Zastąp');
  await replace.click();
}

test('the studio uploads a master from the film field; the publish makes its renditions', async ({
  page,
}) => {
  const master = makeMaster();
  // Offline: nothing leaves the machine.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  const bucketViolations: string[] = [];
  page.on('console', (m) => {
    // What the policy blocked is named first, in quotes.
    if (
      /Content Security Policy/i.test(m.text()) &&
      m.text().includes(`'${editor.bucket.endpoint}`)
    )
      bucketViolations.push(m.text());
  });
  await openRepository(page);
  const before = JSON.parse(await savedFile(page, SERVICE)) as { videos: Video[] };

  await openFilmFile(page);

  const dialog = page.getByRole('dialog', { name: 'Wybierz plik' });
  const places = dialog.getByRole('listbox', { name: 'Lokalizacje' });
  // The bucket only: no repository folder, no stock photos for a film's master.
  const options = places.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toHaveAccessibleName('Amazon S3');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toHaveAccessibleName('Wpisz adres URL');
  // The secret, typed once: the editor keeps it in this browser.
  await dialog.getByRole('textbox', { name: /Klucz API/ }).fill(STUDIO_KEY.secretAccessKey);
  await expect(dialog.getByText('Nie znaleziono plików.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Prześlij' }).click();
  await (await chooser).setFiles(master);
  // Named for an address: „Relacja z gali.mp4” becomes relacja-z-gali.mp4.
  await expect(dialog.getByRole('option', { name: 'relacja-z-gali.mp4' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Wstaw' }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();

  const src = `${editor.bucket.endpoint}/${BUCKET}/masters/relacja-z-gali.mp4`;
  await expect
    .poll(async () => (JSON.parse(await savedFile(page, SERVICE)) as { videos: Video[] }).videos)
    .toEqual([{ ...before.videos[0], src }]);
  // The master is in the bucket whole, uploaded with signatures R2 would accept.
  const object = await editor.bucket.client.send(
    new HeadObjectCommand({ Bucket: BUCKET, Key: 'masters/relacja-z-gali.mp4' }),
  );
  expect(object.ContentLength).toBe(statSync(master).size);
  expect(object.ContentType).toBe('video/mp4');
  expect(editor.bucket.signatures.refused).toEqual([]);
  expect(bucketViolations).toEqual([]);

  // Next time the master is there, and the key is not asked for again.
  await openFilmFile(page, src);
  await expect(dialog.getByRole('option', { name: 'relacja-z-gali.mp4' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Klucz API/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();

  // The publish: the films pipeline reads the master from the bucket with the
  // build's key and puts the renditions beside it.
  const root = path.join(work, 'repo');
  mkdirSync(path.join(root, 'content/services/film'), { recursive: true });
  mkdirSync(path.join(root, 'content/media'), { recursive: true });
  writeFileSync(path.join(root, SERVICE), await savedFile(page, SERVICE));
  // The build's key, which the S3 client reads from the environment.
  for (const [name, value] of Object.entries(editor.bucket.env)) {
    if (name.startsWith('AWS_')) process.env[name] = value;
  }
  const { manifest, encoded } = await buildFilms({
    root,
    cacheDir: path.join(work, 'cache'),
    masters: await mastersFromEnv(editor.bucket.env),
    store: await bucketStore({
      bucket: BUCKET,
      endpoint: editor.bucket.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    }),
  });
  const film = manifest[src];
  expect(film).toMatchObject({ width: 640, height: 360, rungs: [360] });
  expect(film?.duration).toBeCloseTo(3, 0);
  expect(encoded).toEqual([filmFolder(film?.hash ?? '')]);
  const playlist = await editor.bucket.client.send(
    new HeadObjectCommand({
      Bucket: BUCKET,
      Key: `films/${filmFolder(film?.hash ?? '')}/master.m3u8`,
    }),
  );
  expect(playlist.ContentType).toBe('application/vnd.apple.mpegurl');
  expect(editor.bucket.signatures.refused).toEqual([]);
});
