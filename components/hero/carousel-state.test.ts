import { describe, expect, it } from 'vitest';

import { carouselReducer, initialCarousel, isPaused, type CarouselAction } from './carousel-state';

const run = (actions: CarouselAction[], count = 2) =>
  actions.reduce(carouselReducer, initialCarousel(count));

describe('carouselReducer', () => {
  it('moves forward and back with cyclic wrap-around', () => {
    expect(run([{ type: 'next' }]).index).toBe(1);
    expect(run([{ type: 'next' }, { type: 'transitionEnd' }, { type: 'next' }]).index).toBe(0);
    expect(run([{ type: 'prev' }]).index).toBe(1);
    expect(run([{ type: 'prev' }], 3).index).toBe(2);
  });

  it('blocks moves while a transition runs, until it ends', () => {
    const moving = run([{ type: 'next' }], 3);
    expect(moving.transitioning).toBe(true);
    expect(carouselReducer(moving, { type: 'next' })).toBe(moving);
    expect(carouselReducer(moving, { type: 'prev' })).toBe(moving);
    expect(carouselReducer(moving, { type: 'goTo', index: 0 })).toBe(moving);
    const settled = carouselReducer(moving, { type: 'transitionEnd' });
    expect(carouselReducer(settled, { type: 'next' }).index).toBe(2);
  });

  it('goes to a chosen slide, and does nothing for the current one', () => {
    expect(run([{ type: 'goTo', index: 2 }], 3).index).toBe(2);
    const same = run([{ type: 'goTo', index: 0 }], 3);
    expect(same.transitioning).toBe(false);
  });

  it('pauses while any reason holds and resumes when all are gone', () => {
    const paused = run([
      { type: 'pause', reason: 'hover' },
      { type: 'pause', reason: 'hidden' },
      { type: 'pause', reason: 'hover' },
    ]);
    expect(paused.pausedBy).toEqual(['hover', 'hidden']);
    const half = carouselReducer(paused, { type: 'resume', reason: 'hover' });
    expect(isPaused(half)).toBe(true);
    expect(isPaused(carouselReducer(half, { type: 'resume', reason: 'hidden' }))).toBe(false);
  });

  it('never moves a single slide', () => {
    expect(run([{ type: 'next' }], 1).index).toBe(0);
  });
});
