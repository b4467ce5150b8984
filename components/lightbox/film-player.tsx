'use client';

import { useEffect, useMemo, useRef } from 'react';

import type { VideoItem } from '@/lib/media-rules';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

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
 * only now, when a film is opened, so it is never part of a page's first
 * load (its light build: no subtitles, alternate audio or DRM, which the
 * films do not use); where neither can (no Media Source), the progressive MP4. A video
 * without a ladder (the editor's preview) plays its file. hls.js runs
 * without its worker, which it would start from a blob: URL the security
 * policy does not allow; the ladder's fMP4 segments need no transmuxing.
 */
export function FilmPlayer({ item, className }: { item: VideoItem; className: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const { stream, progressive } = item;
  const poster = useMemo(() => shownStill(item), [item]);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    if (element.canPlayType(HLS_TYPE)) {
      element.src = stream;
      return;
    }
    // No Media Source, no hls.js: its download would only end in the MP4.
    if (!('MediaSource' in window || 'ManagedMediaSource' in window)) {
      element.src = progressive ?? stream;
      return;
    }
    let destroy: (() => void) | undefined;
    let closed = false;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (closed) return;
      if (!Hls.isSupported()) {
        element.src = progressive ?? stream;
        return;
      }
      const hls = new Hls({ enableWorker: false, capLevelToPlayerSize: true });
      hls.loadSource(stream);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      closed = true;
      destroy?.();
    };
  }, [stream, progressive]);

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
