import { SWIPE_THRESHOLD_PX } from './constants';

export type SwipeDirection = 'next' | 'prev';

/**
 * A horizontal swipe: more than the threshold to the right goes back
 * ('prev'), to the left forward ('next'); shorter moves are not a swipe.
 */
export function swipeDirection(
  deltaX: number,
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  if (deltaX > threshold) return 'prev';
  if (deltaX < -threshold) return 'next';
  return null;
}
