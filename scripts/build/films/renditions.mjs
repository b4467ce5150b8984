// One master's renditions within the run's time (encode-films.mjs runs it
// for each film that needs them; encode-plan.mjs says how the time is
// shared): read with ffprobe, weighed against the time left, made by ffmpeg
// in a work folder beside the cache and kept by the store, film.json last,
// ffmpeg stopped at the run's deadline.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { FILM_FILES } from '../../../lib/films.mjs';
import { MAX_TRIES, verdict } from './encode-plan.mjs';
import { encode, probe, ToolError } from './ffmpeg.mjs';
import { cutShort, tooLongToPrepare, undecodable } from './film-messages.mjs';

/** A film's encode stopped at the run's deadline. */
class Cut extends Error {
  /** @override */
  name = 'Cut';
}

/**
 * @typedef {object} Within
 * @property {string} file the master on disk
 * @property {string} src its address in the content
 * @property {{ store: import('./store.mjs').FilmStore, folder: string, cacheDir: string }} target
 * @property {ReturnType<typeof import('./encode-plan.mjs').runClock>} clock
 * @property {number} tries runs that began this encode before
 * @property {boolean} first no other encode began in this run
 * @property {() => Promise<void>} begin records that this run begins it
 */

/**
 * The film's renditions; 'later' when this run has too little time left
 * for them, 'cut' when the deadline stopped them and the next run may try
 * (first in its order); the film's problem when it is too long for any run,
 * was stopped with the whole run behind it or for the last time, or is no
 * film ffmpeg reads.
 * @param {Within} within
 * @returns {Promise<import('./store.mjs').FilmInfo | 'later' | 'cut'>}
 */
export async function renditionsWithin({ file, src, target, clock, tries, first, begin }) {
  const probed = await probe(file).catch((/** @type {Error} */ e) => {
    if (e instanceof ToolError) throw e;
    throw undecodable(src, e.message);
  });
  const estimate = clock.estimate(probed);
  const { whole, reserve } = clock;
  const next = verdict({ estimate, left: clock.left(), whole, tries, reserve });
  if (next === 'tried') throw cutShort(whole);
  if (next === 'too-long') throw tooLongToPrepare(probed, (whole * probed.duration) / estimate);
  if (next === 'later') return 'later';
  if (clock.limited) await begin();
  try {
    return await encodeInto(target, file, probed, src, clock.left());
  } catch (error) {
    if (!(error instanceof Cut)) throw error;
    if (first || tries + 1 >= MAX_TRIES) throw cutShort(whole);
    return 'cut';
  }
}

/**
 * @param {Within['target']} target
 * @param {string} file
 * @param {import('./ffmpeg.mjs').MasterInfo} probed
 * @param {string} src
 * @param {number} seconds the time left before the run's deadline
 * @returns {Promise<import('./store.mjs').FilmInfo>}
 */
async function encodeInto({ store, folder, cacheDir }, file, probed, src, seconds) {
  await mkdir(cacheDir, { recursive: true });
  const work = await mkdtemp(path.join(cacheDir, '.work-'));
  const signal = Number.isFinite(seconds)
    ? AbortSignal.timeout(Math.max(0, Math.round(seconds * 1000)))
    : undefined;
  try {
    const rungs = await encode(file, probed, work, signal).catch((/** @type {Error} */ e) => {
      if (e instanceof ToolError) throw e;
      if (signal?.aborted) throw new Cut(src);
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
