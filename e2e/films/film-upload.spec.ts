import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { expect, test, type Page } from '@playwright/test';

import { DEFAULT_PART_SIZE } from '../../lib/film-uploads';
import { filmFolder } from '../../lib/films.mjs';
import { mastersFromEnv } from '../../scripts/build/films/bucket-masters.mjs';
import { buildFilms } from '../../scripts/build/films/build-films.mjs';
import { encodeFilms } from '../../scripts/build/films/encode-films.mjs';
import { bucketStates, stateKey } from '../../scripts/build/films/film-states.mjs';
import { bucketStore } from '../../scripts/build/films/store.mjs';
import { signIn } from '../support/editor';
import {
  chooseFile,
  filmEditor,
  filmField,
  partsUrl,
  size,
  stateLine,
  watchParts as watchPartsOf,
} from '../support/film-field';
import { MASTERS_BUCKET } from '../support/sign-in-servers';

/**
 * The studio publishes a film from the editor (issues #34, #41): in the
 * film's „Plik filmu” it chooses the master from its phone or computer, and
 * the film widget (cms/admin/film-field.ts) sends it in parts to the site's
 * Worker (worker/films/, under wrangler dev), which streams them into the
 * private masters' bucket (R2 in local simulation); no key of any bucket
 * reaches the browser. The saved service keeps only the master's address;
 * the films pipeline then reads the master with its S3 client and makes
 * its renditions. The editor is the build's own, under the policy the build
 * gives it, signed in through the Worker and the GitHub stand-in.
 */

/** The renditions' bucket (s3rver, the pipeline's S3 API). */
const BUCKET = 'swiatlocien-filmy';
/** The Worker's part size: a master of ~40 MiB is three parts. */
const PART = DEFAULT_PART_SIZE;
const FILE = 'content/services/film/eventowe.json';
const DRAFT = 'cms/services-film/eventowe';

interface Video {
  src: string;
  alt: string;
  title: string;
  description: string;
}

const films = filmEditor(BUCKET);

const watchParts = (page: Page) => watchPartsOf(page, films.editor.siteUrl);
const git = (...args: string[]) => films.editor.gitHost.repo.git(args);
const videosOn = (ref: string) =>
  (JSON.parse(git('show', `${ref}:${FILE}`)) as { videos: Video[] }).videos;

/** „Zapisz”: a draft; the editor then offers to send it for review, and the studio says later. */
async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await page.getByRole('button', { name: 'Później' }).click();
}

/** The key the Worker gave an upload of `name` (its log's `film_uploaded`): its own folder. */
function uploadedKey(name: string): string {
  const keys = films.editor.service
    .journal()
    .filter((line) => line.event === 'film_uploaded')
    .map((line) => String(line.key))
    .filter((key) => key.endsWith(`/${name}`));
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(
    new RegExp(`^masters/\\d{4}-\\d{2}/[a-z0-9]{20}/${name.replace('.', '\\.')}$`),
  );
  return keys[0] ?? '';
}

/** A master's bytes in the Worker's bucket (R2's local simulation). */
const bucketBytes = (key: string) => films.editor.service.mastersObject(key);

/**
 * A film's state, as the encode job records it, put where the Worker reads
 * it (on the live site one bucket, R2, both reach; here the job writes to
 * s3rver and the test copies the record into the Worker's local R2).
 */
async function recordState(src: string, state: Record<string, unknown>) {
  const file = path.join(films.work, `state-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ src, updated: new Date().toISOString(), ...state }));
  await films.editor.service.putMaster(stateKey(src), file, 'application/json');
}

test('the studio uploads a master in parts from the film field; the publish makes its renditions', async ({
  page,
}) => {
  // The upload, the encode and the editor opened twice, on a shared machine.
  test.setTimeout(360_000);
  const bytes = readFileSync(films.master);
  const partCount = Math.ceil(bytes.length / PART);
  expect(partCount).toBeGreaterThanOrEqual(3);
  const parts = watchParts(page);
  const before = videosOn('main');
  await signIn(page, films.editor);
  const field = await filmField(page);
  await expect(field.getByText('Plik: film-eventowe.mp4')).toBeVisible();

  await chooseFile(page, field, films.master);
  const progress = field.getByRole('progressbar', {
    name: /^Przesyłanie filmu „Relacja z.gali\.mp4”$/,
  });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('value', String(bytes.length), { timeout: 60_000 });
  await expect(field).toContainText(
    `Przesłano ${size(bytes.length)} z ${size(bytes.length)} (100%)`,
  );
  // Completion assembles the parts in the bucket: seconds on a busy machine.
  await expect(field.getByRole('status')).toHaveText(
    /^Film „Relacja z.gali\.mp4” jest przesłany\. Zapisz wpis, żeby go zachować\.$/,
    { timeout: 30_000 },
  );
  // The field names the master as the bucket keeps it, with its size.
  await expect(field).toContainText(`Plik: relacja-z-gali.mp4 (${size(bytes.length)})`);
  // Nothing is made of it until it is published: the field says so.
  await expect(stateLine(field)).toContainText(
    /^Stan filmu: W.przygotowaniu\. .*po.opublikowaniu wpisu/,
  );

  // Every part once, none larger than a part: the file never went up whole.
  expect(parts.map((p) => p.part).sort((a, b) => a - b)).toEqual(
    Array.from({ length: partCount }, (_, i) => i + 1),
  );
  for (const p of parts) expect(p.bytes).toBeLessThanOrEqual(PART);
  const key = uploadedKey('relacja-z-gali.mp4');
  const stored = await bucketBytes(key);
  expect(stored.equals(bytes)).toBe(true);
  // The finished upload is not kept for resuming.
  expect(await page.evaluate(() => localStorage.getItem('swiatlocien.film-uploads'))).toBe('[]');

  await saveDraft(page);
  const src = `${films.editor.bucket.endpoint}/${MASTERS_BUCKET}/${key}`;
  await expect.poll(() => films.editor.gitHost.repo.branches()).toEqual([DRAFT, 'main']);
  expect(videosOn(DRAFT)).toEqual([{ ...before[0], src }]);
  // The master went to the bucket, not into the repository: the draft changes the
  // service's data file and, the editor writing both languages, its English file.
  expect(git('diff', '--name-only', 'main', DRAFT).split('\n')).toEqual([
    FILE.replace(/\.json$/, '.en.json'),
    FILE,
  ]);

  // The publish: the films pipeline reads the master with the build's key over
  // the S3 API (R2's own on the live site, over the same bucket; here s3rver,
  // given the Worker's copy) and puts the renditions in the renditions' bucket.
  await films.editor.bucket.client.send(
    new PutObjectCommand({
      Bucket: MASTERS_BUCKET,
      Key: key,
      Body: stored,
      ContentType: 'video/mp4',
    }),
  );
  const root = path.join(films.work, 'repo');
  mkdirSync(path.join(root, 'content/services/film'), { recursive: true });
  mkdirSync(path.join(root, 'content/media'), { recursive: true });
  writeFileSync(path.join(root, FILE), git('show', `${DRAFT}:${FILE}`));
  // The build's key, which the S3 client reads from the environment.
  for (const [name, value] of Object.entries(films.editor.bucket.env)) {
    if (name.startsWith('AWS_')) process.env[name] = value;
  }
  const where = {
    endpoint: films.editor.bucket.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const store = await bucketStore({ ...where, bucket: BUCKET });
  const states = await bucketStates({ ...where, bucket: MASTERS_BUCKET });
  const cacheDir = path.join(films.work, 'cache');
  // The Films workflow's job, then the publish's build, which only reads.
  const job = await encodeFilms({
    root,
    store,
    states,
    cacheDir,
    masters: await mastersFromEnv(films.editor.bucket.env),
  });
  expect(job.ready).toEqual([src]);
  const { manifest, encoded } = await buildFilms({ root, store, states, cacheDir });
  expect(encoded).toEqual([]);
  const film = manifest[src];
  expect(film).toMatchObject({ width: 640, height: 360, rungs: [360] });
  expect(film?.duration).toBeCloseTo(4, 0);
  expect(job.encoded).toEqual([filmFolder(film?.hash ?? '')]);
  const playlist = await films.editor.bucket.client.send(
    new HeadObjectCommand({
      Bucket: BUCKET,
      Key: `films/${filmFolder(film?.hash ?? '')}/master.m3u8`,
    }),
  );
  expect(playlist.ContentType).toBe('application/vnd.apple.mpegurl');

  // The studio opens the entry again: the film is ready.
  const record = await states.get(src);
  expect(record?.state).toBe('ready');
  await recordState(src, record ?? {});
  await page.reload();
  await expect(stateLine(await filmField(page))).toContainText(/^Stan filmu: Gotowy\./, {
    timeout: 30_000,
  });
});

test('an upload cut off by a reload continues from the parts the bucket has', async ({ page }) => {
  const file = path.join(films.work, 'Pierwszy taniec.mp4');
  copyFileSync(films.master, file);
  const bytes = readFileSync(file);
  const partCount = Math.ceil(bytes.length / PART);
  const parts = watchParts(page);
  // Part 2 never arrives (a connection lost for good), the others do.
  const stuck = (url: URL) =>
    url.href.startsWith(partsUrl(films.editor.siteUrl)) &&
    url.searchParams.get('partNumber') === '2';
  await page.route(stuck, () => {});
  await signIn(page, films.editor);
  let field = await filmField(page);
  await chooseFile(page, field, file);
  await expect.poll(() => parts.length, { timeout: 60_000 }).toBe(partCount - 1);
  await expect(field.getByRole('progressbar')).toBeVisible();

  // The tab is reloaded mid-upload (the editor warns first; the studio leaves anyway).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.unroute(stuck);
  await page.reload();
  // The editor comes back to the service it showed.
  await expect(page.getByRole('textbox', { name: 'Nagłówek strony' })).toBeVisible({
    timeout: 30_000,
  });
  field = await filmField(page, false);
  await expect(field).toContainText(
    'Przesyłanie filmu „Pierwszy taniec.mp4” (' + size(bytes.length) + ') nie zostało dokończone.',
  );
  const sentBefore = parts.length;
  await chooseFile(page, field, file);
  await expect(field.getByRole('status')).toHaveText(/jest przesłany/, { timeout: 60_000 });
  await expect(field).toContainText(/wznowiono od/);
  // Only the missing part went up again.
  expect(parts.slice(sentBefore).map((p) => p.part)).toEqual([2]);
  await expect(field).toContainText(`Plik: pierwszy-taniec.mp4 (${size(bytes.length)})`);
  expect((await bucketBytes(uploadedKey('pierwszy-taniec.mp4'))).equals(bytes)).toBe(true);
});

test('„Przerwij” stops an upload for good and keeps the film the field had', async ({ page }) => {
  const file = path.join(films.work, 'Próba.mp4');
  copyFileSync(films.master, file);
  const parts = watchParts(page);
  const stuck = (url: URL) =>
    url.href.startsWith(partsUrl(films.editor.siteUrl)) &&
    url.searchParams.get('partNumber') === '2';
  await page.route(stuck, () => {});
  await signIn(page, films.editor);
  const field = await filmField(page);
  await chooseFile(page, field, file);
  await expect.poll(() => parts.length, { timeout: 60_000 }).toBeGreaterThan(0);
  await field.getByRole('button', { name: 'Przerwij' }).click();
  await expect(field.getByRole('status')).toHaveText(
    'Przesyłanie przerwane. Pole ma nadal poprzedni film.',
  );
  await expect(field.getByRole('progressbar')).toHaveCount(0);
  await expect(field.getByText('Plik: film-eventowe.mp4')).toBeVisible();
  // Nothing left to resume, and the bucket lists no such master.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('swiatlocien.film-uploads')))
    .toBe('[]');
  const list = field.getByRole('button', { name: 'Wybierz z przesłanych' });
  await list.click();
  await expect(list).toHaveAttribute('aria-expanded', 'true');
  await expect(field.getByText('Wczytywanie listy filmów…')).toHaveCount(0);
  await expect(field.getByRole('button', { name: /^proba\.mp4/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the studio uploads a film from the gallery, or picks one already in the bucket @phone', async ({
    page,
  }) => {
    // A long 4K master put into the bucket by other means (a desktop S3 client).
    const other = path.join(films.work, 'wesele-4k.mp4');
    writeFileSync(other, Buffer.alloc(1024 * 1024, 1));
    await films.editor.service.putMaster('masters/wesele-4k.mp4', other, 'video/mp4');
    const file = path.join(films.work, 'VID_20261124_183012.mp4');
    writeFileSync(file, Buffer.alloc(PART + 1024, 7));
    await signIn(page, films.editor);
    const field = await filmField(page);
    await chooseFile(page, field, file, true);
    await expect(field.getByRole('status')).toHaveText(/jest przesłany/, { timeout: 60_000 });
    await expect(field).toContainText(
      `Przesłano ${size(PART + 1024)} z ${size(PART + 1024)} (100%)`,
    );
    await expect(field).toContainText('Plik: vid-20261124-183012.mp4');
    // Nothing wider than the screen.
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    await expect(stateLine(field)).toContainText('W\u00a0przygotowaniu');

    // The encode job found it undecodable (it is not a film): the field says which and what to do.
    const message =
      'Film „Wesele” („Usługi: Filmy” → „eventowe” → „Filmy” nr 1 → „Plik filmu”; content/services/film/eventowe.json: videos[0].src): plik nie jest filmem, który da się odczytać. Wgraj w tym polu plik filmu jeszcze raz (MP4, MOV, M4V, MXF, MKV albo WebM) albo popraw odnośnik.';
    await recordState(`${films.editor.bucket.endpoint}/${MASTERS_BUCKET}/masters/wesele-4k.mp4`, {
      state: 'error',
      message,
    });
    const list = field.getByRole('button', { name: 'Wybierz z przesłanych' });
    await list.tap();
    await expect(list).toHaveAttribute('aria-expanded', 'true');
    await field.getByRole('button', { name: /^wesele-4k\.mp4 \(1\sMB, / }).tap();
    await expect(field).toContainText('Plik: wesele-4k.mp4 (1\u00a0MB)');
    await expect(field.getByRole('status')).toHaveText(/^Wybrano film „wesele-4k\.mp4”\./);
    const error = stateLine(field);
    await expect(error).toContainText('Stan filmu: Błąd. Film „Wesele”');
    await expect(error).toContainText(/Wgraj w.tym polu plik filmu jeszcze raz/);
    await expect(error).toBeInViewport({ ratio: 0.2 });
  });
});
