// One visit of the film bench (film-start.mjs): a fresh phone browser of one
// engine behind the slow 4G proxy (throttle.mjs), with a 4x slower CPU where
// the engine offers one (Chromium's DevTools protocol), the page, the tap on
// a gallery film, and what the viewer's video did (film-instrument.mjs
// records it in the page).
import { chromium, firefox } from 'playwright';

import { chromiumLaunchOptions, firefoxUse } from '../dev/browsers.mjs';
import { instrument } from './film-instrument.mjs';
import { visitResult } from './film-result.mjs';

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
  cpuSlowdown: 4,
});

/** @typedef {import('./film-result.mjs').FilmVisit} FilmVisit */

/** The phone: 390x844 CSS px, touch, the engine's mobile browser. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  hasTouch: true,
};
const MOBILE = {
  chromium: {
    // Firefox has no isMobile (Playwright's option is Chromium's and WebKit's).
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  },
  firefox: {
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0',
  },
};

/** A fresh browser of `engine`, as the tests find it (scripts/dev/browsers.mjs). */
function launch(/** @type {'chromium' | 'firefox'} */ engine) {
  if (engine === 'chromium') return chromium.launch(chromiumLaunchOptions());
  const use = firefoxUse();
  if (!use) throw new Error('No Firefox: run `npx playwright install firefox` or set FIREFOX_PATH');
  return firefox.launch({ channel: use.channel, ...use.launchOptions });
}

/**
 * One visit: the page loads through the throttled link, a first touch and a
 * scroll bring the gallery's film into view, the page settles, then the tap.
 * @param {{ link: import('./throttle.mjs').Link, path: string, way: Way, engine: 'chromium' | 'firefox' }} input
 * @returns {Promise<FilmVisit>}
 */
export async function filmVisit({ link: proxy, path: pagePath, way, engine }) {
  const browser = await launch(engine);
  // Playwright's Firefox (over WebDriver BiDi) sends no touch: a click there.
  const touch = (/** @type {import('playwright').Locator} */ target) =>
    engine === 'firefox' ? target.click() : target.tap();
  try {
    const context = await browser.newContext({ ...PHONE, ...MOBILE[engine] });
    const page = await context.newPage();
    if (engine === 'chromium') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    }
    await page.addInitScript(instrument, way);

    await page.goto(proxy.origin + pagePath, { waitUntil: 'load' });
    const link = page
      .getByRole('region', { name: /galeria/i })
      .locator('a[href$="/film.mp4"]')
      .first();
    // The visitor's first touch (on the heading: nothing happens) loads the
    // site's motion code, as the touch that scrolls a phone's page does.
    await touch(page.getByRole('heading', { level: 1 }));
    await link.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);

    // The clock starts at the film's tap, not at the first touch's; the
    // proxy's log, at the requests the tap starts.
    await page.evaluate(() => {
      const f = Reflect.get(window, '__film');
      delete f.tap;
      delete f.click;
    });
    proxy.take();
    await touch(link);
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
    const { film, timeOrigin } = await page.evaluate(() => ({
      film: Reflect.get(window, '__film'),
      timeOrigin: performance.timeOrigin,
    }));
    return visitResult({ engine, way, film, timeOrigin, sent: proxy.take() });
  } finally {
    await browser.close();
  }
}
