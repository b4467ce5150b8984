import { describe, expect, it } from 'vitest';

import { CHIP_STAGGER } from './constants';
import { chipDelay, chipEntrance, hiddenStyle, revealEntrance, shownStyle } from './motion';

describe('motion', () => {
  it('staggers submenu chips by 40 ms', () => {
    expect(CHIP_STAGGER).toBe(40);
    expect([0, 1, 2].map(chipDelay)).toEqual([0, 40, 80]);
    expect(shownStyle(chipEntrance, chipDelay(2)).transition).toContain('350ms');
    expect(shownStyle(chipEntrance, chipDelay(2)).transition).toMatch(/ 80ms, transform /);
  });

  it('delays a reveal by its item delay, and hides instantly', () => {
    expect(shownStyle(revealEntrance, 120)).toMatchObject({ opacity: 1, transform: 'none' });
    expect(shownStyle(revealEntrance, 120).transition).toMatch(/^opacity 700ms .+ 120ms, /);
    expect(hiddenStyle(revealEntrance)).toEqual({ opacity: 0, transform: 'translateY(28px)' });
    expect(hiddenStyle(revealEntrance)).not.toHaveProperty('transition');
  });
});
