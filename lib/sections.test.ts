import { describe, expect, it } from 'vitest';

import { cleanBullet, isNumberedStep, sectionBlocks } from './sections';

describe('cleanBullet', () => {
  it('removes a leading bullet mark and tab', () => {
    expect(cleanBullet('•\tZdjęcia gotowe do publikacji')).toBe('Zdjęcia gotowe do publikacji');
    expect(cleanBullet('  ● \tSesja w plenerze')).toBe('Sesja w plenerze');
  });

  it('leaves lines without a mark and tab as they are', () => {
    expect(cleanBullet('Sesja w studiu')).toBe('Sesja w studiu');
    // A hyphen without a tab is part of the text, not a mark.
    expect(cleanBullet('- jak myślnik')).toBe('- jak myślnik');
  });
});

describe('sectionBlocks', () => {
  it('renders intro, paragraphs, then bullets without marks, in order', () => {
    const blocks = sectionBlocks({
      title: 'Dla kogo',
      intro: 'Wstęp',
      paragraphs: ['Akapit 1', 'Akapit 2'],
      points: ['•\tPierwszy', 'Drugi'],
    });
    expect(blocks).toEqual([
      { kind: 'intro', text: 'Wstęp' },
      { kind: 'paragraph', text: 'Akapit 1' },
      { kind: 'paragraph', text: 'Akapit 2' },
      { kind: 'bullets', items: ['Pierwszy', 'Drugi'] },
    ]);
  });

  it('keeps numbered steps as written', () => {
    const steps = ['1. Rozmowa – ustalamy cel', '2. Zdjęcia – pracujemy na miejscu'];
    expect(sectionBlocks({ title: 'Jak pracujemy', points: steps })).toEqual([
      { kind: 'steps', items: steps },
    ]);
    expect(isNumberedStep('10) Dziesiąty')).toBe(true);
    expect(isNumberedStep('2024 rok')).toBe(false);
  });

  it('gives no blocks for a title-only section', () => {
    expect(sectionBlocks({ title: 'Pusta' })).toEqual([]);
  });
});
