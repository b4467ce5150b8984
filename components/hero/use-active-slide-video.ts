import { useEffect, type RefObject } from 'react';

import { VIDEO_START_DELAY } from '@/lib/constants';

/**
 * Only the active slide's video plays, starting VIDEO_START_DELAY after the
 * switch. `stopped` (the visitor's pause, or reduced motion) stops the
 * footage too, not only the advance: moving content must be stoppable (WCAG 2.2.2).
 */
export function useActiveSlideVideo(
  videos: RefObject<(HTMLVideoElement | null)[]>,
  index: number,
  stopped: boolean,
) {
  useEffect(() => {
    videos.current.forEach((video, i) => {
      if (video && (i !== index || stopped)) video.pause();
    });
    if (stopped) return;
    const timer = setTimeout(() => {
      videos.current[index]?.play().catch(() => {
        // Autoplay refused (e.g. data saver): the poster stays, which is fine.
      });
    }, VIDEO_START_DELAY);
    return () => clearTimeout(timer);
  }, [videos, index, stopped]);
}
