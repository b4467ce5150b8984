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
  it('renders the blocks in the order of the data, whatever their kind', () => {
    const blocks = sectionBlocks({
      title: 'Co otrzymujecie',
      blocks: [
        { type: 'bullets', items: ['•\tPełną galerię', 'Portrety gości'] },
        { type: 'paragraph', text: 'Zdjęcia możecie wykorzystywać…' },
        { type: 'lead', text: 'Wstęp' },
        { type: 'paragraph', text: 'Akapit 2' },
      ],
    });
    expect(blocks).toEqual([
      { kind: 'bullets', items: ['Pełną galerię', 'Portrety gości'] },
      { kind: 'paragraph', text: 'Zdjęcia możecie wykorzystywać…' },
      { kind: 'lead', text: 'Wstęp' },
      { kind: 'paragraph', text: 'Akapit 2' },
    ]);
  });

  it('keeps numbered steps as written', () => {
    const steps = ['1. Rozmowa – ustalamy cel', '2. Zdjęcia – pracujemy na miejscu'];
    expect(
      sectionBlocks({ title: 'Jak pracujemy', blocks: [{ type: 'steps', items: steps }] }),
    ).toEqual([{ kind: 'steps', items: steps }]);
    expect(isNumberedStep('10) Dziesiąty')).toBe(true);
    expect(isNumberedStep('2024 rok')).toBe(false);
  });
});
