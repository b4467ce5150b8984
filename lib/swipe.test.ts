import { describe, expect, it } from 'vitest';

import { swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('reads a swipe of more than 50 px', () => {
    expect(swipeDirection(51)).toBe('prev');
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(0)).toBeNull();
  });
});
