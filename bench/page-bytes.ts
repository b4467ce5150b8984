import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';

export interface PageBytes {
  /** gzip -9 of each file the page loaded, by kind. */
  readonly html: number;
  readonly css: number;
  readonly js: number;
  /** Bytes on the wire (encoded bodies and headers) until the network went quiet. */
  readonly fetched: number;
  readonly scripts: readonly string[];
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

/**
 * Loads a page on a phone without touching it, waits until the network is
 * quiet, and counts what it fetched. JS and CSS are counted as gzip -9 of each
 * file, so the figures depend on the files alone, not on the server.
 */
export async function measurePage(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (r) => requests.push(r));
  page.on('requestfailed', (r) => requests.push(r));
  await page.goto(url, { waitUntil: 'networkidle' });
  let html = 0;
  let css = 0;
  let js = 0;
  const scripts: string[] = [];
  for (const request of requests) {
    const type = request.resourceType();
    if (!['document', 'stylesheet', 'script'].includes(type)) continue;
    const body = await (await request.response())?.body().catch(() => undefined);
    if (!body) continue;
    const size = gzipSize(body);
    if (type === 'document') html += size;
    else if (type === 'stylesheet') css += size;
    else {
      js += size;
      scripts.push(new URL(request.url()).pathname);
    }
  }
  const fetched = (await Promise.all(requests.map(wireBytes))).reduce((a, b) => a + b, 0);
  await context.close();
  return { html, css, js, fetched, scripts };
}
