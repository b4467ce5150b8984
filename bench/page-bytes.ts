import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';

import { criticalPath, type CriticalPath } from './critical-path';

export interface PageBytes {
  /** gzip -9 of each file the page loaded, by kind. */
  readonly html: number;
  readonly css: number;
  readonly js: number;
  /** Bytes on the wire (encoded bodies and headers) until the network went quiet. */
  readonly fetched: number;
  readonly scripts: readonly string[];
  /** JS (gzip -9) fetched once the visitor first touches the page and presses a key. */
  readonly jsAfterInteraction: number;
  readonly criticalPath: CriticalPath;
}

// A phone, like Lighthouse's mobile run.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function wireBytes(request: Request): Promise<number> {
  try {
    const sizes = await request.sizes();
    return sizes.responseBodySize + sizes.responseHeadersSize;
  } catch {
    // A request that never finished (a video cut short) has no sizes: nothing arrived.
    return 0;
  }
}

/** gzip -9 of a response's body; 0 for one that never arrived. */
async function gzippedBody(request: Request): Promise<number> {
  const body = await (await request.response())?.body().catch(() => undefined);
  return body ? gzipSize(body) : 0;
}

/** gzip -9 of the scripts among `requests`. */
async function scriptBytes(requests: readonly Request[]): Promise<number> {
  const scripts = requests.filter((r) => r.resourceType() === 'script');
  const sizes = await Promise.all(scripts.map(gzippedBody));
  return sizes.reduce((a, b) => a + b, 0);
}

/** A visitor's first touch and key press, on nothing in particular. */
async function firstInteraction(page: Page) {
  await page.touchscreen.tap(4, Math.round(PHONE.viewport.height / 2));
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
}

/**
 * Loads a page on a phone without touching it, waits until the network is
 * quiet, and counts what it fetched; then touches it once and counts the JS
 * that brought. JS and CSS are counted as gzip -9 of each file, so the figures
 * depend on the files alone, not on the server.
 */
export async function measurePage(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (r) => requests.push(r));
  page.on('requestfailed', (r) => requests.push(r));
  await page.goto(url, { waitUntil: 'networkidle' });
  const path = await criticalPath(page);
  const beforeInteraction = requests.length;
  await firstInteraction(page);
  const jsAfterInteraction = await scriptBytes(requests.slice(beforeInteraction));
  const loaded = requests.slice(0, beforeInteraction);
  let html = 0;
  let css = 0;
  let js = 0;
  const scripts: string[] = [];
  for (const request of loaded) {
    const type = request.resourceType();
    if (!['document', 'stylesheet', 'script'].includes(type)) continue;
    const size = await gzippedBody(request);
    if (!size) continue;
    if (type === 'document') html += size;
    else if (type === 'stylesheet') css += size;
    else {
      js += size;
      scripts.push(new URL(request.url()).pathname);
    }
  }
  const fetched = (await Promise.all(loaded.map(wireBytes))).reduce((a, b) => a + b, 0);
  await context.close();
  return { html, css, js, fetched, scripts, jsAfterInteraction, criticalPath: path };
}
