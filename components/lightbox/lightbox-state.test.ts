import { describe, expect, it } from 'vitest';

import { closedLightbox, lightboxReducer } from './lightbox-state';

describe('lightboxReducer', () => {
  it('starts closed at index 0 and opens at the clicked item', () => {
    expect(closedLightbox).toEqual({ isOpen: false, index: 0 });
    expect(lightboxReducer(closedLightbox, { type: 'open', index: 5 })).toEqual({
      isOpen: true,
      index: 5,
    });
  });

  it('moves next and previous modulo the number of items', () => {
    const last = lightboxReducer(closedLightbox, { type: 'open', index: 7 });
    expect(lightboxReducer(last, { type: 'next', count: 8 }).index).toBe(0);
    const first = lightboxReducer(closedLightbox, { type: 'open', index: 0 });
    expect(lightboxReducer(first, { type: 'prev', count: 8 }).index).toBe(7);
    expect(lightboxReducer(first, { type: 'next', count: 8 }).index).toBe(1);
  });

  it('closes back to index 0', () => {
    const open = lightboxReducer(closedLightbox, { type: 'open', index: 3 });
    expect(lightboxReducer(open, { type: 'close' })).toEqual({ isOpen: false, index: 0 });
  });

  it('ignores moves while closed', () => {
    expect(lightboxReducer(closedLightbox, { type: 'next', count: 8 })).toBe(closedLightbox);
  });
});
