'use client';

import { useEffect, useRef } from 'react';

import { Photo } from '@/components/media/photo';
import { VideoSources } from '@/components/media/video-sources';
import { CARD_VIDEO_VISIBILITY } from '@/lib/constants';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import type { Picture } from '@/lib/images';

/**
 * A realization card's video: it loads and plays only while at least 0.3 of
 * its card is visible, and pauses otherwise. Under reduced motion the poster stays.
 * The poster is a lazy responsive picture under the video (a `poster`
 * attribute would load at once, whatever the scroll position).
 */
export function CardVideo({
  src,
  poster,
  sizes,
  className,
}: {
  src: string;
  poster: Picture;
  sizes: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = ref.current;
    const card = video?.closest('[data-card]') ?? video;
    if (!video || !card || reducedMotion) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= CARD_VIDEO_VISIBILITY) {
          video.play().catch(() => {
            // Autoplay refused: the poster stays.
          });
        } else {
          video.pause();
        }
      },
      { threshold: [0, CARD_VIDEO_VISIBILITY, 0.6, 1] },
    );
    observer.observe(card);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [reducedMotion]);

  return (
    <>
      <Photo photo={poster} alt="" sizes={sizes} className={`absolute inset-0 ${className}`} />
      <video
        ref={ref}
        // Firefox puts a <video> in the Tab order even without controls: this one is
        // decoration. `inert` keeps it out (a tabindex is not allowed inside the card's link).
        inert
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        className={`relative ${className}`}
      >
        <VideoSources url={src} />
      </video>
    </>
  );
}
