import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { FACES, LATIN_RANGE, POLISH_RANGE, rangeText, weightDescriptor } from './font-plan.mjs';

describe('font plan', () => {
  it('keeps every Polish letter and the typography of the copy', () => {
    const all = rangeText(LATIN_RANGE) + rangeText(POLISH_RANGE);
    for (const ch of 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż–—„”…€') expect(all, ch).toContain(ch);
    expect(rangeText('U+0041-0043, U+00E9')).toBe('ABCé');
  });

  it('keeps every weight the styles use', () => {
    const used = [400, 500, 600]; // body, font-medium, font-semibold (Tailwind's values)
    for (const face of FACES.filter((f) => f.out.startsWith('inter'))) {
      const w = face.weight;
      for (const u of used)
        expect(typeof w === 'number' ? w === u : w.min <= u && u <= w.max).toBe(true);
    }
    expect(weightDescriptor({ min: 400, max: 600 })).toBe('400 600');
    expect(weightDescriptor(400)).toBe('400');
  });

  it('is what app/fonts/fonts.ts declares, face by face', () => {
    const calls = readFileSync('app/fonts/fonts.ts', 'utf8').split('localFont(').slice(1);
    for (const face of FACES) {
      const call = calls.find((c) => c.includes(`./generated/${face.out}`));
      expect(call, face.out).toBeDefined();
      expect(call, face.out).toContain(`'${face.range}'`);
      // A face declared wider than its file would let the browser pick it for a
      // weight it cannot draw; narrower would fake-bold a weight it has.
      expect(call, face.out).toContain(`weight: '${weightDescriptor(face.weight)}'`);
    }
  });
});
