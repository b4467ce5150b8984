'use client';

import { useEffect, useRef, useState } from 'react';

import { PlayPauseButton } from '@/components/ui/play-pause-button';
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
  label,
  className,
  words = { play: 'Odtwórz film', pause: 'Zatrzymaj film' },
}: {
  url: string;
  label: string;
  className?: string;
  /** The button's names in the page's language. */
  words?: { play: string; pause: string };
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
        // Firefox puts a <video> in the Tab order even without controls; the
        // button beside it is this video's control, so the video is no stop.
        tabIndex={-1}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        onPlay={() => setPlayed(true)}
        onPause={() => setPlayed(false)}
        className={className}
      >
        <VideoSources url={url} />
      </video>
      {hydrated && (
        <PlayPauseButton
          variant="overlay-dense"
          playing={playing}
          labels={words}
          onToggle={toggle}
          className="absolute right-3 bottom-3"
        />
      )}
    </>
  );
}
