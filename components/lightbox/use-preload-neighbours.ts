import { useEffect, type RefObject } from 'react';

import { preloadPicture } from '@/components/media/preload-picture';
import type { MediaItem } from '@/lib/media-rules';
import { wrapIndex } from '@/lib/wrap-index';

// How long the neighbours wait at most for a film to start.
const FILM_HEAD_START_MS = 5000;

/**
 * Preloads the photos either side of the viewer's item, so moving on shows
 * them at once. Beside a film, only once it plays (its time moves), fails,
 * is paused or has had a few seconds: on a slow link they would share it
 * with the segments the film's first frame waits for (Chromium's own HLS
 * shows it only once its second segment is in).
 */
export function usePreloadNeighbours(
  items: readonly MediaItem[],
  index: number,
  dialog: RefObject<HTMLElement | null>,
  sizes: string,
) {
  useEffect(() => {
    const preloadNear = () => {
      for (const offset of [1, -1]) {
        const near = items[wrapIndex(index + offset, items.length)];
        if (near?.type === 'photo') preloadPicture(near, sizes, 'low');
      }
    };
    const frame = dialog.current;
    if (items[index]?.type !== 'video' || !frame) {
      preloadNear();
      return;
    }
    const started = new AbortController();
    const ready = () => {
      started.abort();
      clearTimeout(timer);
      preloadNear();
    };
    // Autoplay may be refused: the photos do not wait for a film no one plays.
    const timer = setTimeout(ready, FILM_HEAD_START_MS);
    // Media events do not bubble: caught on their way down.
    const on = { capture: true, signal: started.signal };
    frame.addEventListener(
      'timeupdate',
      (e) => {
        if (e.target instanceof HTMLMediaElement && e.target.currentTime > 0) ready();
      },
      on,
    );
    for (const type of ['error', 'pause']) frame.addEventListener(type, ready, on);
    return () => {
      started.abort();
      clearTimeout(timer);
    };
  }, [items, index, dialog, sizes]);
}
