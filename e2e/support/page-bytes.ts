import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';

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

/**
 * Waits until no request has been in flight for `quietMs` (at most
 * `timeoutMs`). waitForLoadState('networkidle') cannot: once the page has
 * been idle it returns at once, before what an interaction started arrives.
 */
async function networkQuiet(
  page: Page,
  act: () => Promise<void>,
  quietMs = 500,
  timeoutMs = 10_000,
) {
  let inFlight = 0;
  let changed = Date.now();
  const started = () => {
    inFlight++;
    changed = Date.now();
  };
  const ended = () => {
    inFlight--;
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await act();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - changed < quietMs)) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A visitor's first touch and key press, on nothing in particular, and what they bring. */
async function firstInteraction(page: Page) {
  await networkQuiet(page, async () => {
    await page.touchscreen.tap(4, Math.round(PHONE.viewport.height / 2));
    await page.keyboard.press('Tab');
  });
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
  return { html, css, js, fetched, scripts, jsAfterInteraction };
}
