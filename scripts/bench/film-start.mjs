#!/usr/bin/env node
// Time to a film's first frame on a phone, part of `npm run bench` (alone:
// `npm run bench:films`): from the tap on a gallery film to the first video
// frame the engine presents in the viewer, under slow 4G (throttle.mjs) and,
// in Chromium, a 4x slower CPU, for the film as the site plays it and as its
// progressive MP4, in Chromium, Firefox and WebKitGTK (where installed), in
// the same rounds, each visit in a fresh browser (no cache). Medians per
// engine and way.
//
// The ways (the same film, the same page, the site's own code each time):
// - hls-native: the engine's own HLS, which the viewer uses on Apple's engines
//   (Safari, every iPhone browser): Chromium, which has one too, stands in;
// - hls.js: every engine with Media Source but Apple's (Chromium, Firefox):
//   the viewer loads hls.js and feeds Media Source (Firefox's only HLS way);
// - mp4: neither (no Media Source, no HLS): the viewer plays the progressive MP4.
// The first and last are made by giving Chromium ManagedMediaSource, or by
// taking its HLS (canPlayType) and Media Source away, in an init script,
// before the page's code runs
// (film-instrument.mjs); a visit is film-visit.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { findWebKit } from '../dev/webkit-driver.mjs';
import { webkitVisit } from './film-visit-webkit.mjs';
import { filmVisit, THROTTLING } from './film-visit.mjs';
import { median } from './median.mjs';
import { serveGzipped } from './serve.mjs';
import { throttledProxy } from './throttle.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @typedef {import('./film-instrument.mjs').Way} Way */
/** @typedef {import('./film-result.mjs').FilmVisit} FilmVisit */
/**
 * Each engine's ways: Firefox has no HLS of its own, nor has WebKitGTK
 * (GStreamer's), which has ManagedMediaSource, so the viewer gives it hls.js
 * as it would a desktop WebKit build without Apple's HLS.
 */
const ALL = /** @type {const} */ ([
  ['chromium', 'hls-native'],
  ['chromium', 'hls.js'],
  ['chromium', 'mp4'],
  ['firefox', 'hls.js'],
  ['firefox', 'mp4'],
  ['webkit', 'hls.js'],
  ['webkit', 'mp4'],
]);
const hasWebKit = !('missing' in findWebKit());
const pick = (/** @type {string | undefined} */ list, /** @type {string} */ item) =>
  !list || list.split(',').includes(item);
/** BENCH_ENGINES=firefox, BENCH_WAYS=hls.js,mp4 measure only those (a quicker look at one change). */
export const WAYS = ALL.filter(
  ([engine, way]) =>
    pick(process.env.BENCH_ENGINES, engine) &&
    pick(process.env.BENCH_WAYS, way) &&
    (engine !== 'webkit' || hasWebKit),
);

/**
 * `runs` rounds, each engine's way once per round, interleaved so the
 * machine's load weighs on every way alike, all through one throttled link.
 * @param {{ origin: string, path?: string, runs?: number }} options
 */
export async function filmStart({ origin, path: pagePath = FILM_PAGE, runs = 5 }) {
  const link = await throttledProxy({
    target: origin,
    latencyMs: THROTTLING.latencyMs,
    downloadKbps: THROTTLING.downloadKbps,
  });
  /** @type {FilmVisit[]} */
  const visits = [];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [engine, way] of WAYS) {
        const visit =
          engine === 'webkit'
            ? await webkitVisit({ link, path: pagePath, way })
            : await filmVisit({ link, path: pagePath, way, engine });
        visits.push(visit);
        console.log(
          `films run ${run}/${runs} ${engine} ${way}: first frame ${visit.firstFrameMs} ms, first picture ${visit.firstPictureMs} ms, playing ${visit.playingMs} ms, ${visit.stalls} stalls (${visit.stalledMs} ms) to the end, ${visit.frameWidth} px wide, ${visit.requests} requests, ${visit.kB} kB`,
        );
      }
    }
  } finally {
    link.close();
  }
  const rows = WAYS.map(([engine, way]) => {
    const mine = visits.filter((v) => v.engine === engine && v.way === way);
    return {
      engine,
      way,
      'first frame ms (median)': median(mine.map((v) => v.firstFrameMs)),
      'each run': mine.map((v) => v.firstFrameMs).join(', '),
      'first picture ms': median(mine.map((v) => v.firstPictureMs)),
      'playing ms': median(mine.map((v) => v.playingMs)),
      'stalled ms to the end': median(mine.map((v) => v.stalledMs)),
      'frame width': median(mine.map((v) => v.frameWidth ?? NaN)),
      'kB before frame': median(mine.map((v) => v.kB)),
    };
  });
  return { path: pagePath, throttling: THROTTLING, runs, rows, visits };
}

/** The film page of the bench: two films, the second only in the gallery. */
export const FILM_PAGE = '/film/produktowe';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT ?? 4400);
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(path.join(ROOT, 'out'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const site = await serveGzipped(path.join(ROOT, 'out'), port);
  try {
    const result = await filmStart({
      origin: site.origin,
      runs: Number(process.env.BENCH_RUNS ?? 5),
    });
    console.table(result.rows);
  } finally {
    site.close();
  }
}
