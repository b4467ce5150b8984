#!/usr/bin/env node
// Full-page screenshots of the built site at a phone and a desktop size, for a
// person to look at: `node scripts/dev/screenshots.mjs [path ...]` → screenshots/.
// ENGINE=firefox takes them in Firefox (files prefixed firefox-), ENGINE=webkit
// in WebKitGTK (webkit-; one file per screenful, as WebDriver shoots the viewport).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, firefox } from 'playwright';

import { chromiumLaunchOptions, firefoxUse } from './browsers.mjs';
import { serveStatic } from './static-server.mjs';
import { setViewport, startWebKit } from './webkit-driver.mjs';

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/kontakt', '/fotografia/slubna', '/film/produktowe'];
const sizes = [
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  {
    name: 'desktop',
    width: 1440,
    height: 900,
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  },
];
const fullPage = process.env.FULL_PAGE !== '0';

mkdirSync('screenshots', { recursive: true });
const site = await serveStatic('out');
const base = site.origin;

/** Walks down the page so lazy images load and reveals run, then back to the top. */
async function walkDown() {
  for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 60));
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  await document.fonts.ready;
}

if (process.env.ENGINE === 'webkit') {
  const { driver, close } = await startWebKit();
  try {
    for (const { name, width, height } of sizes) {
      await setViewport(driver, { width, height });
      for (const path of paths) {
        await driver.get(base + path);
        await driver.executeAsyncScript(
          `(${walkDown.toString()})().then(arguments[arguments.length - 1]);`,
        );
        await new Promise((r) => setTimeout(r, 1000));
        const total = fullPage
          ? Number(await driver.executeScript('return document.body.scrollHeight'))
          : height;
        for (let top = 0, n = 1; top < total; top += height, n++) {
          await driver.executeScript(
            'window.scrollTo({ top: arguments[0], behavior: "instant" })',
            top,
          );
          await new Promise((r) => setTimeout(r, 300));
          const file = `screenshots/webkit-${name}${path.replace(/\//g, '_') || '_'}-${n}.png`;
          writeFileSync(file, await driver.takeScreenshot(), 'base64');
          console.log(file);
        }
      }
    }
  } finally {
    await close();
    await site.close();
  }
  process.exit(0);
}

const inFirefox = process.env.ENGINE === 'firefox';
const ff = firefoxUse();
const browser = inFirefox
  ? await firefox.launch({ ...ff?.launchOptions, ...(ff?.channel ? { channel: ff.channel } : {}) })
  : await chromium.launch(chromiumLaunchOptions());
const prefix = inFirefox ? 'firefox-' : '';
try {
  for (const size of sizes) {
    const { name, width, height, ...device } = size;
    const page = await browser.newPage({
      viewport: { width, height },
      // Firefox has no mobile emulation.
      ...(inFirefox ? {} : device),
      reducedMotion: 'reduce',
    });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.evaluate(walkDown);
      await page.waitForLoadState('networkidle');
      // Tall pages are cut into parts an image viewer can open.
      const total = fullPage ? await page.evaluate(() => document.body.scrollHeight) : height;
      const part = 2400;
      for (let top = 0, n = 1; top < total; top += part, n++) {
        const file = `screenshots/${prefix}${name}${path.replace(/\//g, '_') || '_'}-${n}.png`;
        const clip = { x: 0, y: top, width, height: Math.min(part, total - top) };
        await page.screenshot({ path: file, fullPage, clip });
        console.log(file);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
