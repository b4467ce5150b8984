import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { encodeSeconds } from '../../../lib/film-limits.mjs';
import { filmFolder } from '../../../lib/films.mjs';
import { encodeFilms } from './encode-films.mjs';
import { encode, probe } from './ffmpeg.mjs';
import { localStates } from './film-states.mjs';
import { localStore } from './store.mjs';
import { makeRoot } from './test-fixture.mjs';

/**
 * How the encode job shares a run's time (encode-plan.mjs), so that one film
 * never holds up the others nor is tried from scratch every hour. ffmpeg
 * stands in: each master says what it holds and how long its encode takes
 * (`hang`: until the deadline stops it); the rest is the job's own code.
 */
vi.mock('./ffmpeg.mjs', async (actual) => ({
  ...(await actual()),
  probe: vi.fn(),
  encode: vi.fn(),
}));

/** @typedef {{ duration: number, width: number, height: number, hang?: boolean }} Fake */
/** @type {Record<string, Fake>} */
let masters = {};
/** @type {string} */
let root;
/** @type {string} */
let cacheDir;

beforeEach(async () => {
  root = await makeRoot('/media/videos/a.mp4');
  cacheDir = path.join(root, 'cache');
  masters = {};
  /** @param {string} file @returns {Fake} */
  const fake = (file) => masters[path.basename(file)] ?? { duration: 1, width: 1, height: 1 };
  vi.mocked(probe).mockImplementation(async (file) => {
    const { duration, width, height } = fake(file);
    return { duration, width, height, audio: false };
  });
  vi.mocked(encode).mockImplementation(async (file, _info, _dir, signal) => {
    if (fake(file)?.hang)
      await new Promise((_, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason)),
      );
    return [360];
  });
});
afterEach(() => rm(root, { recursive: true, force: true }));

/**
 * The service's films, in content order: name → what its master holds. The
 * master's bytes are its name repeated `bytes` times (the run takes the
 * smallest first).
 * @param {Record<string, Fake & { bytes?: number }>} films
 */
async function content(films) {
  const videos = [];
  for (const [name, { bytes = 10, ...fake }] of Object.entries(films)) {
    masters[`${name}.mp4`] = fake;
    await writeFile(path.join(root, `public/media/videos/${name}.mp4`), name.repeat(bytes));
    videos.push({ src: `/media/videos/${name}.mp4`, alt: name, title: `Film ${name}` });
  }
  await writeFile(path.join(root, 'content/services/film/probny.json'), JSON.stringify({ videos }));
}

const states = () => localStates(cacheDir);
const stateOf = (/** @type {string} */ name) => states().get(`/media/videos/${name}.mp4`);
/** The masters ffmpeg was asked to encode, in order. */
const encodedNames = () =>
  vi.mocked(encode).mock.calls.map(([file]) => path.basename(file, '.mp4'));

/**
 * A run of the job `seconds` long, on `cpus` CPUs, with nothing kept back for transfers.
 * @param {number} seconds
 */
const run = (seconds, cpus = 2) =>
  encodeFilms({
    root,
    store: localStore(cacheDir),
    states: states(),
    cacheDir,
    limit: 1e9,
    deadline: Date.now() + seconds * 1000,
    cpus,
    reserve: 0,
  });

const small = { duration: 10, width: 640, height: 360 };
/** A run that ends while a hanging encode waits: long enough for the work before it on a busy machine. */
const SHORT_RUN = 4;
const uhdHours = { duration: 3 * 3600, width: 3840, height: 2160 };

describe('a run of the encode job', () => {
  it('puts a film too long for any run in error at once, in Polish, and prepares the films after it', async () => {
    await content({ wesele: { ...uhdHours, bytes: 1 }, zwiastun: { ...small, bytes: 1000 } });
    // The run is long enough for the short film, far too short for the long one.
    const seconds = encodeSeconds(small) * 4;
    expect(encodeSeconds(uhdHours)).toBeGreaterThan(seconds);

    const first = await run(seconds);
    expect(first.ready).toEqual(['/media/videos/zwiastun.mp4']);
    expect(encodedNames()).toEqual(['zwiastun']);
    const error = await stateOf('wesele');
    expect(error).toMatchObject({ state: 'error' });
    expect(error?.message).toMatch(
      /^Film „Film wesele” .*: film trwa 3\sgodz\. \(obraz 3840\s×\s2160\), a strona zdąży przygotować najwyżej \d+\smin takiego filmu\. Skróć film albo wyeksportuj go w niższej rozdzielczości/,
    );
    expect(error?.retry).toBeUndefined();

    // The next run (an hour later) does not try it again: the studio must replace it.
    const second = await run(seconds);
    expect(second.errors).toEqual([error?.message]);
    expect((await stateOf('wesele'))?.updated).toBe(error?.updated);
  });

  it('stops ffmpeg at the deadline; a film that had the whole run is in error and not tried again', async () => {
    await content({ wesele: { ...small, hang: true } });
    // Many CPUs: the estimate says it fits, yet the encode outlasts the run.
    const { errors, ready } = await run(SHORT_RUN, 10_000);
    expect(ready).toEqual([]);
    expect(errors[0]).toMatch(
      /: nie udało się przygotować filmu w wyznaczonym czasie \(0\smin\)\./,
    );
    expect(await stateOf('wesele')).toMatchObject({ state: 'error', message: errors[0] });

    vi.mocked(encode).mockClear();
    await run(60, 10_000);
    expect(encode).not.toHaveBeenCalled();
  });

  it('gives a film cut short after another film its second chance first in the next run', async () => {
    await content({
      duzy: { ...small, hang: true, bytes: 1000 },
      maly: { ...small, bytes: 1 },
      ogromny: { ...small, bytes: 2000 },
    });
    const first = await run(SHORT_RUN, 10_000);
    // The small master went first; the large one was stopped with less than a whole run,
    // and past the deadline the largest was not even read.
    expect(first.ready).toEqual(['/media/videos/maly.mp4']);
    expect(first.deferred).toEqual([
      expect.stringContaining('Film duzy'),
      expect.stringContaining('Film ogromny'),
    ]);
    expect(first.errors).toEqual([]);
    expect(await stateOf('duzy')).toMatchObject({ state: 'preparing', tries: 1 });
    expect(await stateOf('ogromny')).toMatchObject({ state: 'preparing', deferred: true });
    expect(vi.mocked(probe).mock.calls.map(([file]) => path.basename(file))).not.toContain(
      'ogromny.mp4',
    );

    // Another small film arrives; the cut one goes first all the same, and finishes.
    await content({
      duzy: { ...small, bytes: 1000 },
      maly: { ...small, bytes: 1 },
      nowy: { ...small, bytes: 2 },
      ogromny: { ...small, bytes: 2000 },
    });
    vi.mocked(encode).mockClear();
    const second = await run(60, 10_000);
    expect(encodedNames()).toEqual(['duzy', 'ogromny', 'nowy']);
    expect(second.ready).toContain('/media/videos/duzy.mp4');
    expect(await stateOf('duzy')).toMatchObject({ state: 'ready' });
  });

  it('puts in error a film two runs began and never finished (each stopped before it could say so)', async () => {
    await content({ wesele: small });
    await run(60, 10_000);
    // As if two runs had been killed mid-encode: the state they left.
    const ready = await stateOf('wesele');
    if (!ready) throw new Error('the film was not prepared');
    await states().put({ ...ready, state: 'preparing', tries: 2 });
    await rm(path.join(cacheDir, filmFolder(ready.hash ?? '')), { recursive: true, force: true });
    const { errors } = await run(60, 10_000);
    expect(errors[0]).toMatch(/nie udało się przygotować filmu w wyznaczonym czasie/);
  });

  it('has no deadline in a local build: every film is encoded', async () => {
    await content({ wesele: uhdHours });
    const { ready } = await encodeFilms({
      root,
      store: localStore(cacheDir),
      states: states(),
      cacheDir,
      limit: 1e9,
    });
    expect(ready).toEqual(['/media/videos/wesele.mp4']);
  });
});
