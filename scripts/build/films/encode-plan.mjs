// How a run of the encode job (encode-films.mjs) shares its time, so that
// no film holds up the others and none is tried from scratch every hour:
//   - a deadline below GitHub's 6 hours (FILMS_DEADLINE_MINUTES), past
//     which ffmpeg is stopped;
//   - the order: a film whose encode a run began and did not finish first
//     (its second chance has the whole run), then the smallest master first;
//   - before each encode, the time it needs (lib/film-limits.mjs, from the
//     measured rates, this machine's CPUs and the film's frame rate): more
//     than a whole run is the film's error at once, more than is left of
//     this run waits for the next (first in its order).
// A film cut at the deadline with the whole run behind it, or cut twice, is
// in error and stays so until the studio replaces it (film-messages.mjs).
import { availableParallelism } from 'node:os';

import { DEADLINE_MINUTES, encodeSeconds } from '../../../lib/film-limits.mjs';

/** What a run keeps back from its deadline for a film's download and its renditions' upload. */
export const RESERVE_SECONDS = 30 * 60;
/** Runs that may begin a film's encode without finishing it before it is in error. */
export const MAX_TRIES = 2;

/**
 * The run's deadline (ms since the epoch): FILMS_DEADLINE_MINUTES after
 * `started`, DEADLINE_MINUTES when unset or not a positive number.
 * @param {number} started
 * @param {Record<string, string | undefined>} [env]
 */
export function deadlineFrom(started, env = process.env) {
  const minutes = Number(env.FILMS_DEADLINE_MINUTES);
  return started + (minutes > 0 ? minutes : DEADLINE_MINUTES) * 60_000;
}

/**
 * @template {{ tries?: number, deferred?: boolean, size: number }} T
 * @param {T[]} films each with its state's tries and deferral, and its master's size
 * @returns {T[]} in the run's order
 */
export function runOrder(films) {
  const first = (/** @type {T} */ f) => ((f.tries ?? 0) > 0 || f.deferred ? 0 : 1);
  return [...films].sort((a, b) => first(a) - first(b) || a.size - b.size);
}

/**
 * @typedef {'encode' | 'later' | 'too-long' | 'tried'} Verdict
 *   encode now; wait for the next run; more than a whole run; begun too often
 */

/**
 * What to do with a film before its encode.
 * @param {{ estimate: number, left: number, whole: number, tries: number, reserve?: number }} film
 *   seconds it needs, seconds left of this run, seconds of a whole run (less
 *   the reserve), runs that began it before, seconds kept back
 * @returns {Verdict}
 */
export function verdict({ estimate, left, whole, tries, reserve = RESERVE_SECONDS }) {
  if (tries >= MAX_TRIES) return 'tried';
  if (estimate > whole) return 'too-long';
  if (estimate > left - reserve) return 'later';
  return 'encode';
}

/**
 * The run's clock: seconds left before the deadline, a whole run's seconds
 * for one film, and a film's estimate on this machine. Without a deadline
 * (a local build) time is unlimited.
 * @param {number | undefined} deadline ms since the epoch
 * @param {{ started?: number, cpus?: number, reserve?: number }} [options]
 *   when the run began, this machine's CPUs, the seconds kept back (RESERVE_SECONDS)
 */
export function runClock(deadline, options = {}) {
  const {
    started = Date.now(),
    cpus = availableParallelism(),
    reserve = RESERVE_SECONDS,
  } = options;
  const whole = deadline === undefined ? Infinity : (deadline - started) / 1000 - reserve;
  return {
    /** Whether the run has a deadline at all. */
    limited: deadline !== undefined,
    whole,
    left: () => (deadline === undefined ? Infinity : (deadline - Date.now()) / 1000),
    /** The seconds kept back from the deadline for a film's download and upload. */
    reserve,
    /** @param {import('../../../lib/film-limits.mjs').FilmShape} film */
    estimate: (film) => encodeSeconds(film, cpus),
  };
}
