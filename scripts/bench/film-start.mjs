#!/usr/bin/env node
// Time to a film's first frame on a phone, part of `npm run bench` (alone:
// `npm run bench:films`): from the tap on a gallery film to the first video
// frame the compositor presents in the viewer, under slow 4G and a 4x slower
// CPU, for the film as the site plays it and as its progressive MP4, in the
// same rounds, each visit in a fresh browser (no cache). Medians per way.
//
// The ways (the same film, the same page, the site's own code each time):
// - hls-native: the engine's own HLS, which the viewer uses on Apple's engines
//   (Safari, every iPhone browser): Chromium, which has one too, stands in;
// - hls.js: every engine with Media Source but Apple's (Chromium, Firefox):
//   the viewer loads hls.js and feeds Media Source;
// - mp4: neither (no Media Source, no HLS): the viewer plays the progressive MP4.
// The first and last are made by giving Chromium ManagedMediaSource, or by
// taking its HLS (canPlayType) and Media Source away, in an init script,
// before the page's code runs
// (film-instrument.mjs); a visit is film-visit.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { filmVisit, THROTTLING } from './film-visit.mjs';
import { median } from './median.mjs';
import { serveGzipped } from './serve.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @typedef {import('./film-instrument.mjs').Way} Way */
/** @typedef {import('./film-visit.mjs').FilmVisit} FilmVisit */
/** @type {readonly Way[]} */
const ALL_WAYS = ['hls-native', 'hls.js', 'mp4'];
/** BENCH_WAYS=hls-native,mp4 measures only those (a quicker look at one change). */
export const WAYS = process.env.BENCH_WAYS
  ? ALL_WAYS.filter((way) => process.env.BENCH_WAYS?.split(',').includes(way))
  : ALL_WAYS;

/**
 * `runs` rounds, each way once per round, interleaved so the machine's load
 * weighs on every way alike.
 * @param {{ origin: string, path?: string, runs?: number }} options
 */
export async function filmStart({ origin, path: pagePath = FILM_PAGE, runs = 5 }) {
  /** @type {FilmVisit[]} */
  const visits = [];
  for (let run = 1; run <= runs; run++) {
    for (const way of WAYS) {
      const visit = await filmVisit({ origin, path: pagePath, way });
      visits.push(visit);
      console.log(
        `films run ${run}/${runs} ${way}: first frame ${visit.firstFrameMs} ms, first picture ${visit.firstPictureMs} ms, playing ${visit.playingMs} ms, ${visit.stalls} stalls (${visit.stalledMs} ms) to the end, ${visit.frameWidth} px wide, ${visit.requests} requests, ${visit.kB} kB`,
      );
    }
  }
  const rows = WAYS.map((way) => {
    const mine = visits.filter((v) => v.way === way);
    return {
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
