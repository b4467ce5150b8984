import { wrapIndex } from '@/lib/wrap-index';

/**
 * The lightbox: closed (index 0) or open at an item. Opening goes to the clicked
 * item, next and previous wrap around at both ends, closing resets to index 0.
 */
export interface LightboxState {
  readonly isOpen: boolean;
  readonly index: number;
}

export type LightboxAction =
  | { readonly type: 'open'; readonly index: number }
  | { readonly type: 'next'; readonly count: number }
  | { readonly type: 'prev'; readonly count: number }
  | { readonly type: 'close' };

export const closedLightbox: LightboxState = { isOpen: false, index: 0 };

export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  switch (action.type) {
    case 'open':
      return { isOpen: true, index: Math.max(0, action.index) };
    case 'next':
      return state.isOpen ? { ...state, index: wrapIndex(state.index + 1, action.count) } : state;
    case 'prev':
      return state.isOpen ? { ...state, index: wrapIndex(state.index - 1, action.count) } : state;
    case 'close':
      return closedLightbox;
  }
}
