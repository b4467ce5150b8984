import { wrapIndex } from '@/lib/wrap-index';

/**
 * Why auto-advance is paused: a mouse over the hero, focus inside it, a finger on it,
 * a hidden tab, or the visitor's own pause button. It runs again once no reason is left.
 */
export type PauseReason = 'hover' | 'focus' | 'touch' | 'hidden' | 'user';

export interface CarouselState {
  readonly count: number;
  readonly index: number;
  /** A move is under way; further moves wait until it ends. */
  readonly transitioning: boolean;
  readonly pausedBy: readonly PauseReason[];
}

export type CarouselAction =
  | { readonly type: 'next' }
  | { readonly type: 'prev' }
  | { readonly type: 'goTo'; readonly index: number }
  | { readonly type: 'transitionEnd' }
  | { readonly type: 'pause'; readonly reason: PauseReason }
  | { readonly type: 'resume'; readonly reason: PauseReason };

export function initialCarousel(count: number): CarouselState {
  return { count, index: 0, transitioning: false, pausedBy: [] };
}

function moveTo(state: CarouselState, index: number): CarouselState {
  if (state.transitioning || state.count < 2) return state;
  const target = wrapIndex(index, state.count);
  if (target === state.index) return state;
  return { ...state, index: target, transitioning: true };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return moveTo(state, state.index + 1);
    case 'prev':
      return moveTo(state, state.index - 1);
    case 'goTo':
      return moveTo(state, action.index);
    case 'transitionEnd':
      return state.transitioning ? { ...state, transitioning: false } : state;
    case 'pause':
      return state.pausedBy.includes(action.reason)
        ? state
        : { ...state, pausedBy: [...state.pausedBy, action.reason] };
    case 'resume':
      return state.pausedBy.includes(action.reason)
        ? { ...state, pausedBy: state.pausedBy.filter((r) => r !== action.reason) }
        : state;
  }
}

export const isPaused = (state: CarouselState) => state.pausedBy.length > 0;
