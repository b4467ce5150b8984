import type { Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';

/** Lighthouse's mobile network, as devtools throttling applies it to every request. */
const { requestLatencyMs, downloadThroughputKbps } = throttling.mobileSlow4G;
const bytesPerMs = (downloadThroughputKbps * 1024) / 8 / 1000;

export interface CriticalPath {
  /** What the browser took as the largest contentful paint, e.g. 'img (photos-07-960.avif)'. */
  readonly lcpElement: string;
  /** Bytes on the wire that can stand between a visitor and that paint, by kind. */
  readonly bytes: {
    readonly html: number;
    readonly css: number;
    readonly fonts: number;
    readonly lcpResource: number;
  };
  /**
   * The earliest an LCP can come on slow 4G, however little else the page ships:
   * the HTML, then the one request the paint needs after it (the LCP image, or the
   * render-blocking CSS for text; none for text when the CSS is inlined), each a
   * round trip of request latency, plus their bytes at the link's throughput.
   */
  readonly lowerBoundMs: number;
}

/**
 * Reads the LCP element and the critical path of a loaded page from the
 * browser's own timing entries (Chromium: largest-contentful-paint and
 * renderBlockingStatus). Sizes are transfer sizes, as the throttled link sees them.
 */
export async function criticalPath(page: Page): Promise<CriticalPath> {
  const found = await page.evaluate(
    () =>
      new Promise<{
        element: string;
        lcpUrl: string;
        html: number;
        css: number;
        fonts: number;
        lcp: number;
      }>((resolve) => {
        const none = { element: '?', lcpUrl: '', html: 0, css: 0, fonts: 0, lcp: 0 };
        // Engines without LCP entries (Firefox, WebKit) report nothing rather than hang.
        if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
          resolve(none);
          return;
        }
        setTimeout(() => resolve(none), 2000);
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            element: Element | null;
            url: string;
          })[];
          const last = entries.at(-1);
          const resources = performance.getEntriesByType(
            'resource',
          ) as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
          const sum = (list: PerformanceResourceTiming[]) =>
            list.reduce((total, r) => total + r.transferSize, 0);
          const preloadedFonts = new Set(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
              (l) => l.href,
            ),
          );
          const navigation = performance.getEntriesByType('navigation')[0] as
            PerformanceNavigationTiming | undefined;
          const el = last?.element;
          const file = last?.url ? new URL(last.url).pathname.split('/').at(-1) : '';
          resolve({
            element: el ? `${el.tagName.toLowerCase()}${file ? ` (${file})` : ' (text)'}` : '?',
            lcpUrl: last?.url ?? '',
            html: navigation?.transferSize ?? 0,
            css: sum(resources.filter((r) => r.renderBlockingStatus === 'blocking')),
            fonts: sum(resources.filter((r) => preloadedFonts.has(r.name))),
            lcp: sum(resources.filter((r) => last?.url && r.name === last.url)),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  // After the HTML, the paint needs the LCP image, or for text the render-blocking CSS (if any).
  const second = found.lcpUrl ? found.lcp : found.css;
  const roundTrips = found.lcpUrl || found.css > 0 ? 2 : 1;
  return {
    lcpElement: found.element,
    bytes: { html: found.html, css: found.css, fonts: found.fonts, lcpResource: found.lcp },
    lowerBoundMs: Math.round(roundTrips * requestLatencyMs + (found.html + second) / bytesPerMs),
  };
}
