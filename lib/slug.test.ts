import { describe, expect, it } from 'vitest';

import { slugify } from './slug';

describe('slugify (the menu slug rule)', () => {
  it.each([
    ['Wizerunkowa', 'wizerunkowa'],
    ['Ślubna', 'slubna'],
    ['Przemysłowa', 'przemyslowa'],
    ['Przemysłowe', 'przemyslowe'],
    ['Case Study', 'case-study'],
    ['Architektury', 'architektury'],
    ['Źródło żółci ĄĆĘŁŃÓŚŹŻ', 'zrodlo-zolci-acelnoszz'],
  ])('%s → %s', (label, slug) => {
    expect(slugify(label)).toBe(slug);
  });

  it('turns runs of other characters into one hyphen and trims edge hyphens', () => {
    expect(slugify('  --Foto & Film!!  2024-- ')).toBe('foto-film-2024');
  });

  it('keeps digits and returns an empty string for no letters', () => {
    expect(slugify('360°')).toBe('360');
    expect(slugify('—')).toBe('');
  });
});
