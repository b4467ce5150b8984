import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { fallbackFace, FALLBACKS, LOCAL_FONTS } from './fallback-faces.mjs';
import { FACES } from './font-plan.mjs';
import { makeFace } from './make-face.mjs';

/**
 * A face of the plan, made as the build makes it.
 * @param {string} out
 */
const face = (out) => {
  const planned = FACES.find((f) => f.out === out);
  if (!planned) throw new Error(`no face ${out}`);
  return makeFace(planned);
};

/** @type {(css: string, name: string) => number} */
const descriptor = (css, name) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(css)?.[1]);

describe('metric-matched fallback faces', () => {
  it('scale a local font to each web font and take its vertical metrics', async () => {
    for (const fallback of FALLBACKS) {
      const css = await fallbackFace(fallback, await face(fallback.file));
      expect(css).toContain(`font-family: '${fallback.family}'`);
      for (const name of LOCAL_FONTS[fallback.category]) expect(css).toContain(`local('${name}')`);
      // Inter is about 8 % wider than Arial, Fraunces about 15 % wider than Times.
      expect(descriptor(css, 'size-adjust'), fallback.family).toBeGreaterThan(103);
      expect(descriptor(css, 'size-adjust'), fallback.family).toBeLessThan(120);
      expect(descriptor(css, 'ascent-override'), fallback.family).toBeGreaterThan(75);
      expect(descriptor(css, 'descent-override'), fallback.family).toBeGreaterThan(15);
    }
    // Cutting the fonts takes a few seconds, more on a busy machine.
  }, 60_000);

  it('stand in every font stack of the styles, after the web fonts', () => {
    expect(readFileSync('app/layout.tsx', 'utf8')).toContain(
      "import './fonts/generated/fallbacks.css';",
    );
    const styles = readFileSync('app/globals.css', 'utf8');
    for (const { family } of FALLBACKS) expect(styles).toMatch(new RegExp(`-pl\\), '${family}'`));
  });
});
