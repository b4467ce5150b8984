// One visit of the film bench (film-start.mjs): a fresh phone browser under
// slow 4G and a 4x slower CPU, the page, the tap on a gallery film, and what
// the viewer's video did (film-instrument.mjs records it in the page).
import { chromium } from 'playwright';

import { chromiumLaunchOptions } from '../dev/browsers.mjs';
import { instrument } from './film-instrument.mjs';

/** @typedef {import('./film-instrument.mjs').Way} Way */

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
