import { describe, expect, it } from 'vitest';

import { polishWords } from './polish-words';

// The first call loads both dictionaries (Hunspell's Polish is large): seconds on a busy machine.
describe('polishWords', { timeout: 30_000 }, () => {
  it('finds the Polish words a screen reader would say on an English page', async () => {
    expect(
      await polishWords('Telefon: +48 512 345 678. Slideshow, karuzela. Photo – powiększ'),
    ).toEqual(['Telefon', 'karuzela', 'powiększ']);
  });

  it('lets English through, with its trade words, and words both languages share', async () => {
    expect(
      await polishWords('Packshots for your online shop; a studio film, a portfolio and a banner'),
    ).toEqual([]);
  });
});
