'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { VideoSources } from './video-sources';

/**
 * A service page's looping hero film: muted, autoplaying from the HTML, with
 * a button that stops and restarts it (moving content must be stoppable,
 * WCAG 2.2.2), and stopped at once for a visitor who asked for reduced motion.
 * The button comes with the script that makes it work.
 */
export function AmbientVideo({
  url,
  phoneUrl,
  label,
  className,
}: {
  url: string;
  phoneUrl?: string;
  label: string;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  // null until the film itself starts or stops: it follows its autoplay until then.
  const [played, setPlayed] = useState<boolean | null>(null);
  const playing = played ?? !reducedMotion;

  useEffect(() => {
    const el = video.current;
    if (!reducedMotion || !el) return;
    // Autoplay may begin after this runs, once enough data is in: switch it off.
    el.autoplay = false;
    el.pause();
  }, [reducedMotion]);

  const toggle = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) {
      el.play().catch(() => {
        // Playback refused (e.g. data saver): the poster stays.
      });
    } else {
      el.pause();
    }
  };

  return (
    <>
      <video
        ref={video}
        aria-label={label}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        onPlay={() => setPlayed(true)}
        onPause={() => setPlayed(false)}
        className={className}
      >
        <VideoSources url={url} phoneUrl={phoneUrl} />
      </video>
      {hydrated && (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? 'Zatrzymaj film' : 'Odtwórz film'}
          className="absolute right-3 bottom-3 grid size-11 place-items-center rounded-full border border-paper/30 bg-ink/60 text-paper backdrop-blur transition-colors hover:border-amber hover:text-amber"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
            <path d={playing ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l10.5-6.5z'} />
          </svg>
        </button>
      )}
    </>
  );
}
