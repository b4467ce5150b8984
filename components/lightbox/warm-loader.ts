import type { LoaderStats, XhrLoader } from 'hls.js/light';

import { warmFile } from './film-start';

/**
 * The load's times as the file really came (its resource timing), not as
 * memory hands it over: hls.js chooses its rung by them, and a file from
 * memory would read as an endless link (it climbed to the top rung, then
 * stalled for a second on slow 4G).
 */
function arrival(stats: LoaderStats, href: string, bytes: number) {
  const timing = performance.getEntriesByName(href, 'resource').at(-1) as
    PerformanceResourceTiming | undefined;
  const now = performance.now();
  if (timing) stats.loading.start = Math.min(timing.startTime, stats.loading.start);
  stats.loading.first = timing?.responseStart || now;
  stats.loading.end = timing?.responseEnd || now;
  stats.loaded = stats.total = bytes;
}

/**
 * hls.js's loader, serving the files the page fetched ahead (film-start.ts)
 * from memory, so the player starts as fast in an engine whose HTTP cache
 * does not keep them for it: WebKit in a private or automated session
 * fetched the playlists and the first segments again, one round trip after
 * another (1.2 s on slow 4G). Any other file, and one whose fetch failed,
 * goes to hls.js's own loader. `Xhr` is that loader, from the module loaded
 * on intent, so nothing of hls.js is part of the page.
 */
export function warmLoader(Xhr: typeof XhrLoader): typeof XhrLoader {
  return class WarmLoader extends Xhr {
    /** The kept file this load waits for; cleared when hls.js aborts it. */
    private warm: Promise<ArrayBuffer> | undefined;

    protected override loadInternal() {
      const context = this.context;
      // A whole file (hls.js asks for a byte range by its end, as its own loader reads it).
      const href = context && !context.rangeEnd ? new URL(context.url, location.href).href : '';
      const file = href ? warmFile(href) : undefined;
      this.warm = file;
      if (!context || !file) return super.loadInternal();
      file.then(
        (buffer) => {
          const callbacks = this.callbacks;
          if (this.warm !== file || !callbacks) return;
          arrival(this.stats, href, buffer.byteLength);
          // hls.js may hand a segment's buffer on: each load gets its own copy.
          const data =
            context.responseType === 'arraybuffer'
              ? buffer.slice(0)
              : new TextDecoder().decode(buffer);
          callbacks.onSuccess({ url: context.url, data }, this.stats, context, null);
        },
        () => {
          if (this.warm === file) super.loadInternal();
        },
      );
    }

    protected override abortInternal() {
      this.warm = undefined;
      super.abortInternal();
    }
  };
}
