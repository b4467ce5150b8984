import { describe, expect, it } from 'vitest';
import { CHIP_STAGGER } from './constants';
import { chipListVariants, revealVariants } from './motion';

describe('motion variants', () => {
  it('staggers submenu chips by 40 ms', () => {
    expect(CHIP_STAGGER).toBe(40);
    expect(chipListVariants.visible).toMatchObject({ transition: { staggerChildren: 0.04 } });
  });

  it('delays a reveal by its item delay, and hides instantly', () => {
    const visible = revealVariants.visible as (delay: number) => { transition: { delay: number } };
    expect(visible(120).transition.delay).toBeCloseTo(0.12);
    expect(visible(0).transition.delay).toBe(0);
    expect(revealVariants.hidden).toMatchObject({ opacity: 0, transition: { duration: 0 } });
  });
});
