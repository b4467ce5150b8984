#!/usr/bin/env node
// Time to a film's first frame on a phone, part of `npm run bench` (alone:
// `npm run bench:films`): from the tap on a gallery film to the first video
// frame the compositor presents in the viewer, under slow 4G and a 4x slower
// CPU, for the film as the site plays it and as its progressive MP4, in the
// same rounds, each visit in a fresh browser (no cache). Medians per way.
//
// The ways (the same film, the same page, the site's own code each time):
// - hls-native: the engine's own HLS, which the viewer uses where there is one
//   (Chromium on Android and, since 2025, desktop; Safari);
// - hls.js: an engine without native HLS (Firefox, older Chromium): the
//   viewer loads hls.js and feeds Media Source;
// - mp4: neither (no Media Source): the viewer plays the progressive MP4.
// The last two are made by taking the engine's HLS (canPlayType) or its
// Media Source away in an init script, before the page's code runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

import { chromiumLaunchOptions } from '../../e2e/support/browsers.mjs';
import { median } from './median.mjs';
import { serveGzipped } from './serve.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Lighthouse's mobile throttling, the rest of the bench's (devtools
 * throttling): "slow 4G", 150 ms RTT and 1.6 Mbit/s down, times its
 * request-level adjustments (latency 3.75x, throughput 0.9x), and 4x CPU
 * slowdown. Latency is added to every request, which is what a chain of
 * requests (playlist, playlist, init, segment) costs on a real phone link.
 */
export const THROTTLING = /** @type {const} */ ({
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
});

/** The phone: 390x844 CSS px, touch, a mobile Chrome. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

/** @typedef {'hls-native' | 'hls.js' | 'mp4'} Way */
/** @type {readonly Way[]} */
const ALL_WAYS = ['hls-native', 'hls.js', 'mp4'];
/** BENCH_WAYS=hls-native,mp4 measures only those (a quicker look at one change). */
export const WAYS = process.env.BENCH_WAYS
  ? ALL_WAYS.filter((way) => process.env.BENCH_WAYS?.split(',').includes(way))
  : ALL_WAYS;

/**
 * Runs in the page before its own code: takes away what the way must not
 * have, and records the tap (the first pointerdown) and, for the viewer's
 * video, the first presented frame (requestVideoFrameCallback) and `playing`.
 * @param {Way} way
 */
function instrument(way) {
  if (way !== 'hls-native') {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (/** @type {string} */ type) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  }
  if (way === 'mp4') {
    // @ts-expect-error an engine without Media Source
    delete window.MediaSource;
    // @ts-expect-error the same, for the managed one
    delete window.ManagedMediaSource;
  }
  /** @type {{ tap?: number, click?: number, dialog?: number, loadstart?: number, picture?: number, frame?: number, playing?: number, src?: string, width?: number, stalls: number, stalledMs: number, ended?: number }} */
  const film = { stalls: 0, stalledMs: 0 };
  Object.assign(window, { __film: film });
  addEventListener('pointerdown', (e) => (film.tap ??= e.timeStamp), { capture: true });
  addEventListener('click', (e) => (film.click ??= e.timeStamp), { capture: true });
  new MutationObserver(() => {
    if (document.querySelector('[role="dialog"]')) film.dialog ??= performance.now();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'loadstart',
    (e) => {
      const video = e.target;
      if (!(video instanceof HTMLVideoElement) || !video.closest('[role="dialog"]')) return;
      if (film.src) return;
      film.src = video.currentSrc;
      film.loadstart = performance.now();
      // The first frame the compositor presents (an MP4 shows one, still,
      // as soon as its first key frame is in), and the first one of the
      // film playing (media time past 0): the film has started. The poster
      // is on screen from the tap, so a still first frame changes little;
      // the second is the measure. presentationTime, not the callback's own
      // time: a busy main thread runs the callback later than the frame.
      /** @param {number} _now @param {VideoFrameCallbackMetadata} meta */
      const onFrame = (_now, meta) => {
        film.picture ??= meta.presentationTime;
        if (meta.mediaTime > 0) {
          film.frame = meta.presentationTime;
          film.width = meta.width;
        } else video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
      video.addEventListener('playing', () => (film.playing ??= performance.now()), {
        once: true,
      });
      // After the first frame, to the end: each wait for data while playing.
      /** @type {number | undefined} */
      let waitingSince;
      video.addEventListener('waiting', () => {
        if (film.frame !== undefined) waitingSince ??= performance.now();
      });
      video.addEventListener('playing', () => {
        if (waitingSince === undefined) return;
        film.stalls += 1;
        film.stalledMs += performance.now() - waitingSince;
        waitingSince = undefined;
      });
      video.addEventListener('ended', () => (film.ended ??= performance.now()), { once: true });
    },
    true,
  );
}

/**
 * @typedef {object} FilmVisit
 * @property {Way} way
 * @property {number} firstFrameMs tap → the first frame presented while the film plays
 * @property {number} firstPictureMs tap → the first frame presented at all (a still, for an MP4)
 * @property {number} playingMs tap → `playing`
 * @property {number} stalls from the first frame to the end, the times it waited for data (NaN: no end within 30 s)
 * @property {number} stalledMs how long those waits were in all
 * @property {number} frameWidth the first frame's width (the rung it came from)
 * @property {string} src what the video element played (blob: for hls.js)
 * @property {number} requests requests the tap started, finished before the frame
 * @property {number} kB their bytes on the wire
 */

/**
 * One visit: the page loads under throttling, a first touch and a scroll
 * bring the gallery's film into view, the page settles, then the tap.
 * @param {{ origin: string, path: string, way: Way }} input
 * @returns {Promise<FilmVisit>}
 */
export async function filmVisit({ origin, path: pagePath, way }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(instrument, way);

    await page.goto(origin + pagePath, { waitUntil: 'load' });
    const link = page
      .getByRole('region', { name: /galeria/i })
      .locator('a[href$="/film.mp4"]')
      .first();
    // The visitor's first touch (on the heading: nothing happens) loads the
    // site's motion code, as the touch that scrolls a phone's page does.
    await page.getByRole('heading', { level: 1 }).tap();
    await link.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);

    // What the tap fetched, on the wall clock (CDP's timestamps are monotonic;
    // requestWillBeSent gives both, so each request converts its own).
    /** @type {Map<string, { url: string, offset: number, startMs: number, chunks: [number, number][] }>} */
    const requests = new Map();
    let tapped = false;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!tapped) return;
      const offset = e.wallTime - e.timestamp;
      requests.set(e.requestId, {
        url: e.request.url,
        offset,
        startMs: e.wallTime * 1000,
        chunks: [],
      });
    });
    cdp.on('Network.dataReceived', (e) => {
      const r = requests.get(e.requestId);
      r?.chunks.push([(e.timestamp + r.offset) * 1000, e.encodedDataLength]);
    });
    // The clock starts at the film's tap, not at the first touch's.
    await page.evaluate(() => {
      const f = Reflect.get(window, '__film');
      delete f.tap;
      delete f.click;
    });
    tapped = true;
    await link.tap();
    await page
      .waitForFunction(() => 'frame' in (Reflect.get(window, '__film') ?? {}), null, {
        timeout: 60_000,
        polling: 50,
      })
      .catch(async (error) => {
        const state = await page.evaluate(() => Reflect.get(window, '__film'));
        throw new Error(`${way}: no first frame within 60 s (${JSON.stringify(state)})`, {
          cause: error,
        });
      });
    // Playback may start after the first frame (an MP4 shows one before it has enough to play).
    await page
      .waitForFunction(() => 'playing' in (Reflect.get(window, '__film') ?? {}), null, {
        timeout: 20_000,
        polling: 50,
      })
      .catch(() => undefined);
    // The film to its end (the sample films are 7 s): did it stop to wait for data?
    await page
      .waitForFunction(() => 'ended' in (Reflect.get(window, '__film') ?? {}), null, {
        timeout: 30_000,
        polling: 250,
      })
      .catch(() => undefined);
    const { film, frameWallMs, tapWallMs } = await page.evaluate(() => {
      const f = Reflect.get(window, '__film');
      return {
        film: f,
        frameWallMs: performance.timeOrigin + f.frame,
        tapWallMs: performance.timeOrigin + f.tap,
      };
    });
    const fetched = [...requests.values()].map((r) => ({
      url: r.url.replace(origin, ''),
      startMs: Math.round(r.startMs - tapWallMs),
      kB: Math.round(
        r.chunks.filter(([t]) => t <= frameWallMs).reduce((s, [, b]) => s + b, 0) / 1024,
      ),
    }));
    if (process.env.BENCH_FILMS_DEBUG)
      console.log(
        way,
        film,
        fetched.filter((r) => !r.url.startsWith('data:')),
      );
    const before = fetched.filter((r) => r.startMs <= film.frame - film.tap);
    return {
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
  } finally {
    await browser.close();
  }
}

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
