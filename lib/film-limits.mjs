// How long a film the films' encode job can prepare in one run: the time
// its renditions take (ffmpeg, scripts/build/films/ffmpeg.mjs) grows with
// the master's length, picture size and frame rate, and a run of the Films
// workflow has a deadline (FILMS_DEADLINE_MINUTES, below GitHub's 6 hours).
// One source for the three that hold the limit: the editor refuses a longer
// film before a byte is sent (cms/admin/film-length.ts), the Worker refuses
// one it is told is longer (worker/films/input.ts), and the encode job plans
// its run by it (scripts/build/films/encode-plan.mjs). Plain JavaScript, so
// Node runs it as it is. The numbers: docs/media.md („Limits”).
/**
 * ffmpeg's CPU seconds per second of footage at MEASURED_FPS, by the
 * master's shorter side (a portrait film by its width), on the measuring
 * machine (2026-11-29: AMD EPYC, Zen 5, 2 cores without SMT; ffmpeg from
 * npm; `node scripts/build/films/measure-encode.mjs`, masters with strong
 * grain, the hardest to encode): H.264 masters 1.54, 2.55, 3.86 and 6.72;
 * an HEVC master (a phone's default) adds its decoding, 3.8 at 4K and in
 * proportion below. The HEVC figure, rounded up.
 */
export const ENCODE_RATES = /** @type {const} */ ([
  { side: 720, cpu: 2, name: '720p' },
  { side: 1080, cpu: 3.5, name: 'Full HD' },
  { side: 1440, cpu: 5.5, name: '1440p' },
  { side: 2160, cpu: 10.5, name: '4K' },
]);
/** The frame rate of the measured masters; the browser cannot tell a file's, so the editor assumes it. */
export const MEASURED_FPS = 30;
/**
 * The runner the editor's limit assumes: GitHub's standard ubuntu-latest
 * for a private repository, 2 vCPU (a public repository's has 4: the job
 * then manages twice as long, but the editor holds the smaller limit).
 */
export const RUNNER_CPUS = 2;
/**
 * The measuring machine's CPU seconds one vCPU of such a runner gives per
 * second, assumed, not measured: its vCPUs are the two threads of one core
 * of an older EPYC (Zen 3, about 0.65 of a measuring core, SMT adding about
 * a fifth), so about 0.4 each.
 */
export const VCPU_SPEED = 0.4;
/**
 * The encode time one film may take, the editor's limit: a run's deadline
 * (DEADLINE_MINUTES) less time to download the master, upload the
 * renditions, and a runner slower than assumed.
 */
export const FILM_BUDGET_SECONDS = 4 * 3600;
/** The encode job's deadline by default: GitHub stops a job at 6 h, this leaves 40 min for the rest. */
export const DEADLINE_MINUTES = 320;

/**
 * @typedef {{ duration: number, width: number, height: number, fps?: number }} FilmShape
 *   a film's length (seconds), picture size and, where known, frame rate
 */

/** The rate for a picture size: its class's, or past 4K the 4K rate by pixels. @param {FilmShape} film */
function rateFor({ width, height }) {
  const side = Math.min(width, height);
  const known = ENCODE_RATES.find((r) => side <= r.side);
  if (known) return known.cpu;
  const top = ENCODE_RATES[3];
  return top.cpu * ((width * height) / (top.side * ((top.side * 16) / 9)));
}

/**
 * The wall seconds the encode job needs for a film on `cpus` CPUs.
 * @param {FilmShape} film
 * @param {number} [cpus]
 */
export function encodeSeconds(film, cpus = RUNNER_CPUS) {
  const fps = film.fps && film.fps > 0 ? film.fps : MEASURED_FPS;
  return (film.duration * rateFor(film) * (fps / MEASURED_FPS)) / (cpus * VCPU_SPEED);
}

/**
 * Whether the film takes longer than one film may in a run (the editor's and
 * the Worker's refusal).
 * @param {FilmShape} film
 */
export const tooLongToEncode = (film) => encodeSeconds(film) > FILM_BUDGET_SECONDS;

/**
 * The longest film of a picture size (a class's, or a film's own) at
 * MEASURED_FPS that the editor takes, in whole minutes.
 * @param {{ width: number, height: number } | (typeof ENCODE_RATES)[number]} size
 */
export function longestMinutes(size) {
  const film = 'side' in size ? { width: (size.side * 16) / 9, height: size.side } : size;
  return Math.floor(
    (FILM_BUDGET_SECONDS * RUNNER_CPUS * VCPU_SPEED) / rateFor({ ...film, duration: 0 }) / 60,
  );
}

/** The class below a picture size's (ENCODE_RATES), if any. @param {{ width: number, height: number }} size */
export function classBelow({ width, height }) {
  const at = ENCODE_RATES.findIndex((r) => Math.min(width, height) <= r.side);
  return ENCODE_RATES[(at < 0 ? ENCODE_RATES.length : at) - 1];
}

/**
 * A length in Polish, abbreviated as the studio's apps write it (so it fits
 * every case of the sentence around it): „27 min”, „1 godz. 20 min”, „2 godz.”.
 * @param {number} minutes
 */
export function lengthPl(minutes) {
  const whole = Math.floor(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return [hours && `${hours}\u00a0godz.`, (rest || !hours) && `${rest}\u00a0min`]
    .filter(Boolean)
    .join(' ');
}

/** Every class's limit in Polish, largest first: „4K – do 27 min, 1440p – do 48 min, …”. */
export const limitsPl = () =>
  [...ENCODE_RATES]
    .reverse()
    .map((r) => `${r.name} – do ${lengthPl(longestMinutes(r))}`)
    .join(', ');
