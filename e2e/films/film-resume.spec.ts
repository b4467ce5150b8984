import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';

import { lengthPl, longestMinutes } from '../../lib/film-limits.mjs';
import { DEFAULT_PART_SIZE } from '../../lib/film-uploads';
import { FFMPEG } from '../../scripts/build/films/ffmpeg.mjs';
import { signIn } from '../support/editor';
import {
  chooseFile,
  filmEditor,
  filmField,
  partsUrl,
  size,
  watchParts,
} from '../support/film-field';

/**
 * The studio uploads from its phone over a bad connection (issue #51): the
 * Worker answers a part and the resume check with 429 (its rate limit, a
 * minute) and 503, and the upload still completes, waiting as long as it is
 * told and resuming from the parts the bucket has, never from byte 0; the
 * browser forgets an upload only when the Worker says it is gone. A film
 * too long for the encode job is refused before a byte is sent. The real
 * editor, the site's Worker under wrangler dev (editor-bucket.ts); the
 * Worker's bad minute is Playwright's routes, its time the page's clock.
 */

const BUCKET = 'swiatlocien-filmy';
const PART = DEFAULT_PART_SIZE;
const RESUME = 'swiatlocien.film-uploads';

const films = filmEditor(BUCKET);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A refusal as the Worker words it, with its status (and a minute's wait for a 429). */
const refuse = (route: Route, status: 429 | 503) =>
  route.fulfill({
    status,
    headers: status === 429 ? { 'Retry-After': '60' } : {},
    json: { error: status === 429 ? 'Zbyt wiele żądań.' : 'Magazyn filmów nie odpowiada.' },
  });

/** Requests to the Worker's parts route: a part's PUT (its number), or the resume check (GET). */
const partRequest = (page: Page, number?: number) => (url: URL) =>
  url.href.startsWith(partsUrl(films.editor.siteUrl)) &&
  url.searchParams.get('partNumber') === (number === undefined ? null : String(number));

/** The page's clock moved on by `ms` until `done` holds: Uppy's and the field's waits pass at once. */
async function passTime(page: Page, ms: number, done: () => Promise<boolean> | boolean) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(ms);
        return done();
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

/** `text` as a pattern, any space matching the typographic ones the field puts in. */
const loose = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ \u00a0]/g, '\\s');

const saved = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', RESUME);

test('an upload answered 429 and 503 waits as told and resumes from the parts the bucket has @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const file = path.join(films.work, 'Wesele Ani i Tomka.mp4');
  copyFileSync(films.master, file);
  const bytes = readFileSync(file);
  const last = Math.ceil(bytes.length / PART);
  expect(last).toBe(3);
  await page.clock.install();
  const parts = watchParts(page, films.editor.siteUrl);
  // Part 2: 503 until Uppy has spent its five retries; part 3: one 429 first.
  let second = 0;
  await page.route(partRequest(page, 2), (route) => {
    second += 1;
    return second <= 6 ? refuse(route, 503) : route.fallback();
  });
  let third = 0;
  await page.route(partRequest(page, last), (route) => {
    third += 1;
    return third === 1 ? refuse(route, 429) : route.fallback();
  });
  // The resume check, when the field tries again: 429 (a minute), then 503.
  let checks = 0;
  await page.route(partRequest(page), (route) => {
    checks += 1;
    return checks <= 2 ? refuse(route, checks === 1 ? 429 : 503) : route.fallback();
  });

  await signIn(page, films.editor);
  const field = await filmField(page);
  await chooseFile(page, field, file, true);
  // Uppy retries part 2 (after 1, 3, 9, 20 and 30 s) and gives up; the field waits.
  await passTime(page, 5_000, () => checks > 0);
  expect(second).toBe(6);
  expect(parts.map((p) => p.part).sort()).toEqual([1, last]);

  // The resume check was told to wait a minute: the field says so, and keeps the upload.
  const waiting = field.getByText(/^Serwer przyjmuje teraz zbyt wiele żądań naraz\./);
  await expect(waiting).toHaveText(/Przesyłanie wznowi się samo za (1\smin|\d+\ss)\.$/);
  await expect(field.getByRole('status')).toHaveText(/^Przesyłanie wstrzymane\./);
  expect(await saved(page)).toContain('Wesele Ani i Tomka.mp4');
  await page.screenshot({ path: testInfo.outputPath('waiting.png') });

  // Nothing is asked again before the minute is up.
  await page.clock.fastForward(50_000);
  expect(checks).toBe(1);
  // Then the 503, a shorter wait, and the upload goes on.
  await passTime(page, 10_000, async () =>
    /jest przesłany/.test((await field.getByRole('status').textContent()) ?? ''),
  );
  expect(checks).toBe(3);
  await expect(waiting).toHaveCount(0);
  // Only the part the bucket lacked went again: not from byte 0.
  expect(parts.map((p) => p.part).sort()).toEqual([1, 2, last]);
  await expect(field).toContainText(`wznowiono od ${size(bytes.length - PART)}`);
  await expect(field).toContainText(`Plik: wesele-ani-i-tomka.mp4 (${size(bytes.length)})`);
  expect(await saved(page)).toBe('[]');
});

test('a film too long for the encode job is refused before a byte is sent @phone', async ({
  page,
}, testInfo) => {
  // 4K, a few minutes past the limit: one frame every 20 s keeps the file small.
  const limit = longestMinutes({ width: 3840, height: 2160 });
  const seconds = (limit + 5) * 60;
  const file = path.join(films.work, 'Wesele 4K.mp4');
  // prettier-ignore
  execFileSync(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=gray:s=3840x2160:r=1/20:d=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file,
  ]);
  const started: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${films.editor.siteUrl}/oauth/films/uploads`))
      started.push(request.url());
  });
  await signIn(page, films.editor);
  const field = await filmField(page);
  await chooseFile(page, field, file, true);

  const refusal = field.getByRole('alert');
  await expect(refusal).toHaveText(
    new RegExp(
      `^${loose(`Ten film jest za długi, by strona zdążyła przygotować go do odtwarzania: film w rozdzielczości 3840 × 2160 może trwać najwyżej ${lengthPl(limit)}, a ten trwa ${lengthPl(limit + 5)}. Skróć go albo wyeksportuj w niższej rozdzielczości (w 1440p może trwać do `)}.+\\)\\si\\swybierz\\sjeszcze\\sraz\\.$`,
    ),
  );
  await expect(refusal).toBeInViewport({ ratio: 0.5 });
  // The field keeps its film; nothing went to the Worker, nothing waits to be resumed.
  await expect(field).toContainText('Plik: film-eventowe.mp4');
  await expect(field.getByRole('progressbar')).toHaveCount(0);
  expect(started).toEqual([]);
  expect(await saved(page)).not.toContain('Wesele 4K.mp4');
  await page.screenshot({ path: testInfo.outputPath('refused.png') });
});
