// The films' encode job, off the publish path (.github/workflows/films.yml;
// locally the first half of `npm run films`): for each film the content
// references (find-films.mjs, through the schema) whose renditions do not
// exist yet, ffmpeg makes its HLS ladder, poster and loop (ffmpeg.mjs), the
// store keeps them (store.mjs: film.json, its facts, beside them), and the
// film's state is recorded (film-states.mjs): preparing, ready, or an error
// in Polish naming the film and the field and saying what to do. A film
// already made, or whose master failed the same way before, costs a hash or
// a HEAD request. The site's build reads the states (build-films.mjs).
import { mkdir, mkdtemp, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { FILM_FILES, filmFolder, RENDITIONS_VERSION } from '../../../lib/films.mjs';
import { encode, probe, ToolError } from './ffmpeg.mjs';
import { problemMessage, problemOf, tooLarge, undecodable } from './film-messages.mjs';
import { fieldKey } from './film-states.mjs';
import { filmName, findFilms } from './find-films.mjs';
import { findMaster } from './masters.mjs';

/**
 * The largest master the machine holds: the downloaded master and its
 * renditions (measured at about 0.9 of a 4K master's size,
 * docs/publishing.md) in the free disk, so half of it, unless set
 * (FILMS_MAX_MASTER_BYTES; the tests' small limit).
 * @param {string} dir
 * @param {Record<string, string | undefined>} env
 */
export async function masterLimit(dir, env = process.env) {
  if (env.FILMS_MAX_MASTER_BYTES) return Number(env.FILMS_MAX_MASTER_BYTES);
  await mkdir(dir, { recursive: true });
  const { bavail, bsize } = await statfs(dir);
  return Math.floor((bavail * bsize) / 2);
}

/**
 * @typedef {object} EncodeOptions
 * @property {string} root the repository (or a test's copy of its content)
 * @property {import('./store.mjs').FilmStore} store where renditions go
 * @property {import('./film-states.mjs').StateStore} states where states go
 * @property {string} cacheDir downloads and work folders
 * @property {import('./bucket-masters.mjs').MasterBucket} [masters] the studio's uploads
 * @property {number} [limit] the largest master, in bytes (masterLimit)
 */

/**
 * @param {EncodeOptions} options
 * @returns {Promise<{ encoded: string[], ready: string[], errors: string[] }>}
 *   the folders encoded, the films that became ready (so a publish is due),
 *   and each film's error, as the editor shows it
 */
export async function encodeFilms({ root, store, states, cacheDir, masters, limit }) {
  const max = limit ?? (await masterLimit(cacheDir));
  const all = await findFilms(root);
  const refs = all.filter((ref, i) => all.findIndex((r) => r.src === ref.src) === i);
  const now = () => new Date().toISOString();
  // Every film new to the job shows „W przygotowaniu” at once, not when its turn comes.
  for (const ref of refs) {
    if (!(await states.get(ref.src)))
      await states.put({ src: ref.src, state: 'preparing', updated: now(), film: filmName(ref) });
  }
  /** @type {string[]} */
  const encoded = [];
  /** @type {string[]} */
  const ready = [];
  /** @type {string[]} */
  const errors = [];
  for (const ref of refs) {
    const film = filmName(ref);
    const before = await states.get(ref.src);
    const current = before?.version === RENDITIONS_VERSION;
    /** @type {{ hash: string, source?: { etag: string, size: number } } | undefined} */
    let known;
    try {
      const master = await findMaster(ref.src, {
        publicDir: path.join(root, 'public'),
        downloadDir: path.join(cacheDir, 'masters'),
        known: before?.hash ? { hash: before.hash, source: before.source } : undefined,
        bucket: masters,
        check: (size) => {
          if (size > max) throw tooLarge(size, max);
        },
      });
      known = { hash: master.hash, source: master.source };
      const same = before?.hash === master.hash && current;
      // The same master failed for good before: its error stands until it is replaced.
      if (same && before?.state === 'error' && !before.retry) {
        errors.push(before.message ?? film);
        continue;
      }
      const folder = filmFolder(master.hash);
      let info = await store.get(folder);
      if (same && before?.state === 'ready' && info) continue;
      if (!info) {
        await states.put({ ...known, src: ref.src, state: 'preparing', updated: now(), film });
        const file = 'file' in master ? master.file : await master.fetch();
        const { size } = await stat(file);
        if (size > max) throw tooLarge(size, max);
        info = await encodeInto(store, folder, file, ref.src, cacheDir);
        encoded.push(folder);
      }
      await states.put({
        ...known,
        ...info,
        src: ref.src,
        state: 'ready',
        version: RENDITIONS_VERSION,
        updated: now(),
        film,
      });
      ready.push(ref.src);
    } catch (error) {
      if (error instanceof ToolError) throw error;
      const problem = problemOf(error);
      const message = problemMessage(film, problem);
      errors.push(message);
      await states.put({
        ...(known ?? (before?.hash ? { hash: before.hash, source: before.source } : {})),
        src: ref.src,
        state: 'error',
        version: RENDITIONS_VERSION,
        updated: now(),
        film,
        message,
        ...(problem.retry && { retry: true }),
      });
    }
  }
  // Each field's film that is ready now: what the pages keep in that field
  // while a later master there is prepared.
  for (const ref of all) {
    if ((await states.get(ref.src))?.state !== 'ready') continue;
    const key = fieldKey(ref);
    if ((await states.get(key))?.current === ref.src) continue;
    await states.put({
      src: key,
      state: 'ready',
      updated: now(),
      film: filmName(ref),
      current: ref.src,
    });
  }
  return { encoded, ready, errors };
}

/**
 * One master's renditions, made in a work folder beside the cache and kept
 * by the store, film.json last.
 * @param {import('./store.mjs').FilmStore} store
 * @param {string} folder
 * @param {string} file the master on disk
 * @param {string} src
 * @param {string} cacheDir
 * @returns {Promise<import('./store.mjs').FilmInfo>}
 */
async function encodeInto(store, folder, file, src, cacheDir) {
  const probed = await probe(file).catch((/** @type {Error} */ e) => {
    if (e instanceof ToolError) throw e;
    throw undecodable(src, e.message);
  });
  await mkdir(cacheDir, { recursive: true });
  const work = await mkdtemp(path.join(cacheDir, '.work-'));
  try {
    const rungs = await encode(file, probed, work).catch((/** @type {Error} */ e) => {
      if (e instanceof ToolError) throw e;
      throw undecodable(src, e.message.split('\n')[0] ?? '');
    });
    const info = {
      width: probed.width,
      height: probed.height,
      duration: Math.round(probed.duration * 100) / 100,
      rungs,
    };
    await writeFile(path.join(work, FILM_FILES.info), JSON.stringify(info) + '\n');
    await store.put(folder, work);
    return info;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
