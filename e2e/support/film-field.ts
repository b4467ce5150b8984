import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { FFMPEG } from '../../scripts/build/films/ffmpeg.mjs';
import { openService } from './editor';
import { startEditorWithBucket, type EditorWithBucket } from './editor-bucket';

/**
 * The film field („Plik filmu”) as the studio uses it in the real editor,
 * for the specs of e2e/films/: the service's first film's field, a file
 * chosen from the phone's gallery or the computer, the parts the browser
 * sent, sizes as the field writes them.
 */

/** Sizes as the widget writes them, in Polish: „18,6 MB”. */
export function size(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }).format(value)}\u00a0${units[unit]}`;
}

/** The Worker's route for parts (PUT one, GET the list to resume). */
export const partsUrl = (siteUrl: string) => `${siteUrl}/oauth/films/uploads/parts`;

/** The parts the Worker took (PUT, 200), as the browser sent them: part number and body size. */
export function watchParts(page: Page, siteUrl: string) {
  const parts: { part: number; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.method() !== 'PUT' || !request.url().startsWith(partsUrl(siteUrl))) return;
    if ((await request.response())?.status() !== 200) return;
    const { requestBodySize } = await request.sizes();
    parts.push({
      part: Number(new URL(request.url()).searchParams.get('partNumber')),
      bytes: requestBodySize,
    });
  });
  return parts;
}

/** The service's first film, its „Plik filmu” (the service opened first unless it is). */
export async function filmField(page: Page, open = true): Promise<Locator> {
  if (open) await openService(page, 'Usługi: Filmy', 'Eventowe');
  // The editor draws a list's items once the list comes into view.
  await page.getByRole('group', { name: /Pole „\u2068?Filmy\u2069?”/ }).scrollIntoViewIfNeeded();
  const field = page.getByRole('group', { name: /Pole „\u2068?Plik filmu\u2069?”/ }).first();
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** „Wybierz film z urządzenia”: the phone's gallery or the computer's files. */
export async function chooseFile(page: Page, field: Locator, file: string, tap = false) {
  const chooser = page.waitForEvent('filechooser');
  const button = field.getByRole('button', { name: 'Wybierz film z urządzenia' });
  await (tap ? button.tap() : button.click());
  await (await chooser).setFiles(file);
}

/** The film's state under its field, as the studio reads it. */
export const stateLine = (field: Locator) => field.getByText(/^Stan filmu:/);

/**
 * A four-second master with picture and sound, noisy enough to be ~40 MiB
 * (three parts), in `dir`.
 */
function makeMaster(dir: string, name = 'Relacja z gali.mp4'): string {
  const file = path.join(dir, name);
  // prettier-ignore
  execFileSync(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4',
    '-vf', 'noise=alls=60:allf=t',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

/** What a spec of e2e/films shares: the editor with the masters' bucket, a work folder, a master. */
export interface FilmEditor {
  editor: EditorWithBucket;
  /** A temporary folder for the spec's files, removed after it. */
  work: string;
  /** makeMaster's film, in `work`. */
  master: string;
}

/**
 * The spec file's editor (editor-bucket.ts, started once for its tests, with
 * `bucket` for the renditions), its work folder and master; every test's page
 * offline (nothing leaves the machine), and the Git host stand-in asked
 * nothing it could not answer. Filled in before the first test.
 */
export function filmEditor(bucket: string): FilmEditor {
  const films = {} as FilmEditor;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    films.editor = await startEditorWithBucket(bucket);
    films.work = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-films-'));
    films.master = makeMaster(films.work);
  });
  test.afterAll(async () => {
    await films.editor?.close();
    if (films.work) rmSync(films.work, { recursive: true, force: true });
  });
  test.beforeEach(async ({ page }) => {
    films.editor.gitHost.reset();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  });
  test.afterEach(() => {
    expect(films.editor.gitHost.unanswered).toEqual([]);
  });
  return films;
}
