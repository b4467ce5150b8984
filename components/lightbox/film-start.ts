import type * as HlsLight from 'hls.js/light';

import type { VideoItem } from '@/lib/media-rules';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** How the viewer plays a film's ladder in this engine (components/lightbox/film-player.tsx). */
export type FilmPlayback = 'native' | 'hls.js' | 'progressive';

/**
 * hls.js wherever Media Source Extensions play the ladder; the engine's own
 * HLS only on Apple's engines, known by ManagedMediaSource or by having no
 * Media Source at all (iPhone). Chromium plays HLS itself too since 2025, but
 * its player starts on the phone profile about 0.7 s later than hls.js in the
 * same browser (docs/performance.md): the rule Mux Player and hls.js follow.
 */
function filmPlayback(video: HTMLVideoElement): FilmPlayback {
  const apple = 'ManagedMediaSource' in window || !('MediaSource' in window);
  if (!apple) return 'hls.js';
  if (video.canPlayType(HLS_TYPE)) return 'native';
  // Apple's Media Source without its HLS (a desktop WebKit build): hls.js runs on it.
  return 'ManagedMediaSource' in window ? 'hls.js' : 'progressive';
}

let engine: FilmPlayback | undefined;
/**
 * This engine's way, asked once: it does not change while the page is open,
 * and the files warmed ahead, the tap's segment and the player all follow it.
 */
export const enginePlayback = () => (engine ??= filmPlayback(document.createElement('video')));

/** The files fetched ahead, by absolute URL, for hls.js to take from memory (warm-loader.ts). */
const warmed = new Map<string, Promise<ArrayBuffer>>();

/**
 * A film's file fetched ahead: into the HTTP cache (its files are immutable)
 * for the engine's own HLS, and kept in memory for hls.js, since not every
 * engine's cache keeps it for the player (WebKit's private sessions). A
 * failure only means the player fetches it itself.
 */
export function prefetchFilmFile(url: string, priority: RequestPriority): void {
  const href = new URL(url, location.href).href;
  if (warmed.has(href)) return;
  const file = fetch(href, { priority }).then((r) =>
    r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${r.status} ${href}`)),
  );
  warmed.set(href, file);
  file.catch(() => warmed.delete(href));
}

/** A file fetched ahead (a URL as the page or a playlist names it), while on its way or kept. */
export const warmFile = (url: string) => warmed.get(new URL(url, location.href).href);

let hlsJs: Promise<typeof HlsLight> | undefined;

/** hls.js, fetched once a page (a failed fetch is tried again next time). */
export function loadHlsJs() {
  hlsJs ??= import('hls.js/light').catch((error: unknown) => {
    hlsJs = undefined;
    throw error;
  });
  return hlsJs;
}

/**
 * A pointer on a film's thumbnail, or focus: where the viewer will need
 * hls.js, it starts loading now (about 110 kB, once a page), not after the
 * tap. Never before such a sign, so it is no part of a page's first load.
 */
export function filmIntent(item: VideoItem): void {
  if (item.hlsJs && enginePlayback() === 'hls.js') loadHlsJs().catch(() => undefined);
}

/**
 * The files to fetch ahead while a film is in view, for the way this engine
 * plays it: its own HLS and hls.js start on different rungs; the MP4 needs none.
 */
export function filmStartFiles(item: VideoItem): readonly string[] {
  const playback = enginePlayback();
  if (playback === 'native') return item.startUrls ?? [];
  return playback === 'hls.js' ? (item.hlsJs?.startUrls ?? []) : [];
}

/**
 * The tap that opens a film: where the viewer plays it through hls.js, its
 * first segment is fetched at once, beside hls.js itself (which the tap
 * would otherwise have to wait for before asking for it), and hls.js finds it
 * kept or on its way (warm-loader.ts). It is the segment hls.js asks for first,
 * so it costs no data the tap would not. Not for the engine's own HLS: to its
 * rate choice, a segment from the cache reads as a very fast link, and it
 * moves up to a rung slow 4G cannot carry (measured: seconds of stalls).
 */
export function filmTap(item: VideoItem): void {
  filmIntent(item);
  if (!item.hlsJs || enginePlayback() !== 'hls.js') return;
  prefetchFilmFile(item.hlsJs.firstSegment, 'high');
}
