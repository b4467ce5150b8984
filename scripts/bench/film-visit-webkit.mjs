// One visit of the film bench in WebKit (film-start.mjs): WebKitGTK's
// MiniBrowser over WebDriver (scripts/dev/webkit-driver.mjs), which
// Playwright cannot drive, behind the same throttled link, at the phone's
// viewport, no CPU slowdown (WebKitGTK offers none). WebDriver has no init
// script: the page's record (film-instrument.mjs) starts once the page has
// loaded, before the visitor's first touch, which is before the viewer
// first asks how the engine plays a film. A click, as in Firefox.
import { setTimeout as sleep } from 'node:timers/promises';
import { By } from 'selenium-webdriver';

import { setViewport, startWebKit } from '../dev/webkit-driver.mjs';
import { instrument } from './film-instrument.mjs';
import { visitResult } from './film-result.mjs';

/** @typedef {import('./film-instrument.mjs').Way} Way */

/** The gallery's first film link (the gallery is the section labelled „Galeria…”). */
const FILM_LINK = `return document.getElementById('galeria')?.closest('section')
  ?.querySelector('a[href$="/film.mp4"]') ?? null;`;

/**
 * @param {{ link: import('./throttle.mjs').Link, path: string, way: Way }} input
 * @returns {Promise<import('./film-result.mjs').FilmVisit>}
 */
export async function webkitVisit({ link: proxy, path: pagePath, way }) {
  const { driver, close } = await startWebKit();
  /** @param {string} script @param {...unknown} args */
  const run = (script, ...args) => driver.executeScript(script, ...args);
  /** @param {string} key @param {number} timeout */
  const until = async (key, timeout) => {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (await run(`return ${JSON.stringify(key)} in (window.__film ?? {})`)) return true;
      await sleep(50);
    }
    return false;
  };
  try {
    await setViewport(driver, { width: 390, height: 844 });
    await driver.get(proxy.origin + pagePath);
    await run(`(${instrument.toString()})(arguments[0])`, way);
    // A real pointer: the site's motion code waits for one (a script's click is no sign).
    await driver.findElement(By.css('h1')).click();
    const link = /** @type {import('selenium-webdriver').WebElement} */ (await run(FILM_LINK));
    await run('arguments[0].scrollIntoView({ block: "center" })', link);
    // The page settles: nothing sent for a second.
    for (let quiet = 0; quiet < 20; quiet++) {
      await sleep(1000);
      const settled = proxy.take();
      if (process.env.BENCH_FILMS_DEBUG)
        console.log(
          'settle',
          settled.map((r) => r.url),
        );
      if (!settled.length) break;
    }
    await run('delete window.__film.tap; delete window.__film.click');
    proxy.take();
    await link.click();
    if (!(await until('frame', 60_000)))
      throw new Error(
        `webkit ${way}: no first frame within 60 s (${JSON.stringify(await run('return window.__film'))})`,
      );
    await until('playing', 20_000);
    await until('ended', 30_000);
    const { film, timeOrigin } = /** @type {{ film: any, timeOrigin: number }} */ (
      await run('return { film: window.__film, timeOrigin: performance.timeOrigin }')
    );
    return visitResult({ engine: 'webkit', way, film, timeOrigin, sent: proxy.take() });
  } finally {
    await close();
  }
}
