import { describe, expect, it } from 'vitest';

import { isPlainLeftClick } from './plain-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainLeftClick', () => {
  it('accepts a left click without modifiers', () => {
    expect(isPlainLeftClick(click)).toBe(true);
  });

  it('leaves other buttons and modified clicks to the browser', () => {
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainLeftClick({ ...click, [key]: true })).toBe(false);
    }
  });
});
