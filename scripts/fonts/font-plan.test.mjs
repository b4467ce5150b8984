import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACES, LATIN_RANGE, POLISH_RANGE, rangeText } from './font-plan.mjs';

describe('font plan', () => {
  it('keeps every Polish letter and the typography of the copy', () => {
    const all = rangeText(LATIN_RANGE) + rangeText(POLISH_RANGE);
    for (const ch of 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż–—„”…€') expect(all, ch).toContain(ch);
    expect(rangeText('U+0041-0043, U+00E9')).toBe('ABCé');
  });

  it('is what app/fonts/fonts.ts declares, face by face', () => {
    const calls = readFileSync('app/fonts/fonts.ts', 'utf8').split('localFont(').slice(1);
    for (const face of FACES) {
      const call = calls.find((c) => c.includes(`./generated/${face.out}`));
      expect(call, face.out).toBeDefined();
      expect(call, face.out).toContain(`'${face.range}'`);
    }
  });
});
