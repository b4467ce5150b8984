import { describe, expect, it } from 'vitest';

import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('wraps negative and large indexes', () => {
    expect(wrapIndex(-1, 2)).toBe(1);
    expect(wrapIndex(5, 2)).toBe(1);
    expect(wrapIndex(3, 8)).toBe(3);
  });

  it('gives 0 for an empty list', () => {
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
