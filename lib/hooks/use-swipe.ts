import { useRef, type TouchEvent } from 'react';

import { swipeDirection, type SwipeDirection } from '../swipe';

/**
 * Touch handlers that report a horizontal swipe (see swipeDirection) when the
 * finger lifts; shorter moves and taps report nothing. Spread them on the
 * element, or call them from its own handlers.
 */
export function useSwipe<T extends Element>(
  onSwipe: (direction: SwipeDirection, e: TouchEvent<T>) => void,
) {
  const startX = useRef<number | null>(null);
  return {
    onTouchStart: (e: TouchEvent<T>) => {
      startX.current = e.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (e: TouchEvent<T>) => {
      const start = startX.current;
      const end = e.changedTouches[0]?.clientX;
      startX.current = null;
      if (start === null || end === undefined) return;
      const direction = swipeDirection(end - start);
      if (direction) onSwipe(direction, e);
    },
  };
}
