import { describe, expect, it } from 'vitest';

import { fieldPath, isReference, stringLeaves, withLeaf } from './inject.mjs';

describe('the content walk', () => {
  const data = { name: 'A', photos: [{ src: '/media/a.jpg', alt: 'B' }], order: 1 };

  it('finds every string with the loader’s field path', () => {
    expect(stringLeaves(data).map((l) => [fieldPath(l.keys), l.value])).toEqual([
      ['name', 'A'],
      ['photos[0].src', '/media/a.jpg'],
      ['photos[0].alt', 'B'],
    ]);
  });

  it('replaces one leaf in a copy', () => {
    const changed = withLeaf(data, ['photos', 0, 'alt'], 'C');
    expect(changed).toEqual({ ...data, photos: [{ src: '/media/a.jpg', alt: 'C' }] });
    expect(data.photos[0]?.alt).toBe('B');
  });

  it('tells references from text', () => {
    expect(['/media/a.jpg', 'https://x.pl', 'slubna', 'PL'].every(isReference)).toBe(true);
    expect(['Światłocień', 'Zdjęcia ślubne', 'a b'].some(isReference)).toBe(false);
  });
});
