// One visit's numbers (film-visit.mjs, film-visit-webkit.mjs): what the page
// recorded (film-instrument.mjs) and what the throttled link sent after the
// tap (throttle.mjs), on the wall clock of this one machine.

/** @typedef {import('./film-instrument.mjs').Way} Way */
/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */

/**
 * @typedef {object} FilmVisit
 * @property {Engine} engine
 * @property {Way} way
 * @property {number} firstFrameMs tap → the first frame presented while the film moves
 * @property {number} firstPictureMs tap → the first frame presented at all (a still, for an MP4)
 * @property {number} playingMs tap → `playing`
 * @property {number} stalls from the first frame to the end, the times it waited for data (NaN: no end within 30 s)
 * @property {number} stalledMs how long those waits were in all
 * @property {number} frameWidth the first frame's width (the rung it came from)
 * @property {string} src what the video element played (blob: for hls.js)
 * @property {number} requests requests the tap started before the frame
 * @property {number} kB the bytes the link sent for them by the frame
 */

/**
 * @param {{ engine: Engine, way: Way, film: any, timeOrigin: number, sent: import('./throttle.mjs').Sent[] }} visit
 *   film: the page's record (window.__film); timeOrigin: the page's performance.timeOrigin
 * @returns {FilmVisit}
 */
export function visitResult({ engine, way, film, timeOrigin, sent }) {
  const tapWallMs = timeOrigin + film.tap;
  const frameWallMs = timeOrigin + film.frame;
  const fetched = sent.map((r) => ({
    url: r.url,
    startMs: Math.round(r.startMs - tapWallMs),
    kB: Math.round(
      r.chunks.filter(([t]) => t <= frameWallMs).reduce((sum, [, b]) => sum + b, 0) / 1024,
    ),
  }));
  if (process.env.BENCH_FILMS_DEBUG) console.log(engine, way, film, fetched);
  const before = fetched.filter((r) => r.startMs <= film.frame - film.tap);
  return {
    engine,
    way,
    firstFrameMs: Math.round(film.frame - film.tap),
    firstPictureMs: Math.round(film.picture - film.tap),
    playingMs: Math.round((film.playing ?? NaN) - film.tap),
    stalls: film.ended === undefined ? NaN : film.stalls,
    stalledMs: film.ended === undefined ? NaN : Math.round(film.stalledMs),
    frameWidth: film.width,
    src: film.src,
    requests: before.length,
    kB: before.reduce((sum, r) => sum + r.kB, 0),
  };
}
