import { wrapIndex } from '@/lib/wrap-index';

/** SPEC §3 and §4 Lightbox: closed at index 0, or open at an item. */
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
