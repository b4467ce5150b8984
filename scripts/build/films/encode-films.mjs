// The films' encode job, off the publish path (.github/workflows/films.yml;
// locally the first half of `npm run films`): for each film the content
// references (find-films.mjs, through the schema) whose renditions do not
// exist yet, ffmpeg makes its HLS ladder, poster and loop (ffmpeg.mjs), the
// store keeps them (store.mjs: film.json, its facts, beside them), and the
// film's state is recorded (film-states.mjs): preparing, ready, or an error
// in Polish naming the film and the field and saying what to do. A film
// already made, or whose master failed the same way before, costs a hash or
// a HEAD request. With a deadline (the workflow's), the run shares its time
// as encode-plan.mjs says: no film holds up the others. The site's build
// reads the states (build-films.mjs).
import { mkdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';

import { filmFolder, RENDITIONS_VERSION } from '../../../lib/films.mjs';
import { runClock, runOrder } from './encode-plan.mjs';
import { ToolError } from './ffmpeg.mjs';
import { problemMessage, problemOf, tooLarge } from './film-messages.mjs';
import { fieldKey } from './film-states.mjs';
import { filmName, findFilms } from './find-films.mjs';
import { findMaster, masterSize } from './masters.mjs';
import { renditionsWithin } from './renditions.mjs';

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
 * @property {number} [deadline] the run's deadline, ms since the epoch
 *   (encode-plan.mjs; the workflow's job); none: time is unlimited (a local build)
 * @property {number} [cpus] this machine's CPUs for the estimates (default: its own)
 * @property {number} [reserve] seconds kept back from the deadline (encode-plan.mjs; the tests' 0)
 */

/**
 * @param {EncodeOptions} options
 * @returns {Promise<{ encoded: string[], ready: string[], errors: string[], deferred: string[] }>}
 *   the folders encoded, the films that became ready (so a publish is due),
 *   each film's error, as the editor shows it, and the films left for the next run
 */
export async function encodeFilms(options) {
  const { root, store, states, cacheDir, masters, limit } = options;
  const max = limit ?? (await masterLimit(cacheDir));
  const { deadline, cpus, reserve } = options;
  const clock = runClock(deadline, { cpus, reserve });
  const all = await findFilms(root);
  const unique = all.filter((ref, i) => all.findIndex((r) => r.src === ref.src) === i);
  const now = () => new Date().toISOString();
  // Every film new to the job shows „W przygotowaniu” at once, not when its turn comes.
  for (const ref of unique) {
    if (!(await states.get(ref.src)))
      await states.put({ src: ref.src, state: 'preparing', updated: now(), film: filmName(ref) });
  }
  const publicDir = path.join(root, 'public');
  const order = await Promise.all(
    unique.map(async (ref) => {
      const state = await states.get(ref.src);
      const size = await masterSize(ref.src, { publicDir, bucket: masters });
      return { ref, tries: state?.tries, deferred: state?.deferred, size };
    }),
  );
  /** @type {string[]} */
  const encoded = [];
  /** @type {string[]} */
  const ready = [];
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const deferred = [];
  // Encodes this run began: a film cut short after another began had less than a whole run.
  let begun = 0;
  for (const { ref } of runOrder(order)) {
    const film = filmName(ref);
    const before = await states.get(ref.src);
    const current = before?.version === RENDITIONS_VERSION;
    // Too little left of the run to fetch a new master, let alone encode it: the next run, first.
    const settled = before?.state === 'ready' || (before?.state === 'error' && !before.retry);
    if (!settled && before && clock.left() < clock.reserve) {
      await states.put({ ...before, deferred: true });
      deferred.push(film);
      continue;
    }
    /** @type {{ hash: string, source?: { etag: string, size: number } } | undefined} */
    let known;
    try {
      const master = await findMaster(ref.src, {
        publicDir,
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
        // Runs that began this master's encode and did not finish it (a deadline only).
        const tries = same && clock.limited ? (before?.tries ?? 0) : 0;
        /** @type {import('./film-states.mjs').FilmState} */
        const preparing = {
          ...known,
          src: ref.src,
          state: 'preparing',
          version: RENDITIONS_VERSION,
          updated: now(),
          film,
          ...(tries ? { tries } : {}),
        };
        await states.put(preparing);
        const file = 'file' in master ? master.file : await master.fetch();
        const { size } = await stat(file);
        if (size > max) throw tooLarge(size, max);
        const made = await renditionsWithin({
          file,
          src: ref.src,
          target: { store, folder, cacheDir },
          clock,
          tries,
          first: begun === 0,
          begin: () => {
            begun += 1;
            return states.put({ ...preparing, tries: tries + 1 });
          },
        });
        if (made === 'later') {
          await states.put({ ...preparing, deferred: true });
          deferred.push(film);
          continue;
        }
        if (made === 'cut') {
          deferred.push(film);
          continue;
        }
        info = made;
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
  return { encoded, ready, errors, deferred };
}
