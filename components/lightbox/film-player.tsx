'use client';

import { useEffect, useMemo, useRef } from 'react';

import type { VideoItem } from '@/lib/media-rules';

import { enginePlayback, loadHlsJs } from './film-start';
import { warmLoader } from './warm-loader';

/**
 * The still the gallery already shows for this film (the variant its
 * thumbnail loaded, in the cache), so the poster costs the first segment no
 * bandwidth; else the poster's own file.
 */
function shownStill(item: VideoItem): string | undefined {
  const href = item.progressive;
  const img = href
    ? document.querySelector<HTMLImageElement>(`a[href="${CSS.escape(href)}"] img`)
    : null;
  return img?.complete && img.naturalWidth > 0 ? img.currentSrc : item.poster?.url;
}

/**
 * A film in the viewer, with adaptive bitrate: the HLS ladder natively where
 * the engine plays it (Safari, iOS), else through hls.js, which is loaded
 * only when a visitor points at, focuses or opens a film (film-start.ts), so
 * it is never part of a page's first load (its light build: no subtitles, alternate audio or DRM, which the
 * films do not use); where neither can (no Media Source), the progressive MP4. A video
 * without a ladder (the editor's preview) plays its file. hls.js runs
 * without its worker, which it would start from a blob: URL the security
 * policy does not allow; the ladder's fMP4 segments need no transmuxing.
 */
export function FilmPlayer({ item, className }: { item: VideoItem; className: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const { stream, progressive } = item;
  // hls.js's own master playlist (a lower start rung first), else the ladder's.
  const hlsJsStream = item.hlsJs?.stream;
  const poster = useMemo(() => shownStill(item), [item]);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    const playback = enginePlayback();
    if (playback === 'native') {
      element.src = stream;
      return;
    }
    if (playback === 'progressive') {
      element.src = progressive ?? stream;
      return;
    }
    let destroy: (() => void) | undefined;
    let closed = false;
    void loadHlsJs().then(
      ({ default: Hls, XhrLoader }) => {
        if (closed) return;
        if (!Hls.isSupported()) {
          element.src = progressive ?? stream;
          return;
        }
        const hls = new Hls({
          enableWorker: false,
          capLevelToPlayerSize: true,
          loader: warmLoader(XhrLoader),
        });
        hls.loadSource(hlsJsStream ?? stream);
        hls.attachMedia(element);
        // Firefox starts an autoplaying Media Source film only once it
        // judges it can play through (on slow 4G, about 3 s of the ladder
        // buffered); play() starts it at the first segment, as Chromium's
        // autoplay does. The tap that opened the viewer allows it.
        const start = () => void element.play().catch(() => undefined);
        element.addEventListener('canplay', start, { once: true });
        destroy = () => {
          element.removeEventListener('canplay', start);
          hls.destroy();
        };
      },
      () => {
        // hls.js could not be fetched: the film still plays, as its MP4.
        if (!closed) element.src = progressive ?? stream;
      },
    );
    return () => {
      closed = true;
      destroy?.();
    };
  }, [stream, hlsJsStream, progressive]);

  return (
    // The sample films are silent; a film with speech gets a captions <track>.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={video}
      src={stream ? undefined : item.url}
      poster={poster}
      aria-label={item.label}
      data-stream={stream}
      controls
      autoPlay
      playsInline
      className={className}
    />
  );
}
