// Metric-matched fallback faces for the web fonts. Until Inter arrives
// (font-display: swap), or when Fraunces misses the first render (optional),
// text is drawn in a local font; if that font's widths and line heights
// differ, every paragraph reflows when the web font swaps in, and the page
// shifts (CLS). Each fallback face below is a local
// font scaled (size-adjust) to the web font's average letter width, with the
// web font's ascent, descent and line gap, so the swap moves nothing.
//
// The figures come from Capsize (@capsizecss/core's createFontStack, the
// calculation next/font and fontaine also use): the web font's own metrics,
// read from its file by @capsizecss/unpack, against Arial's or Times New
// Roman's published ones (@capsizecss/metrics). We write the faces ourselves
// because next/font can only append a fallback to the family it loads: on the
// Latin face that fallback would cover the Polish letters before their own
// face (a separate family, see app/fonts/fonts.ts), and the Polish face's file
// has too few letters to measure a width from.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromBuffer } from '@capsizecss/unpack';

/** @typedef {'sans-serif' | 'serif'} Category */

/** The metrics of the local font each category's fallback is scaled from. */
const BASE_METRICS = { 'sans-serif': arial, serif: timesNewRoman };

/**
 * The local fonts each fallback may be drawn in, by the names `local()`
 * matches on each platform: Arial (Windows, macOS, iOS) and the fonts made to
 * its metrics (Helvetica, Liberation Sans and Arimo on Linux), and Roboto
 * (Android), whose average width is within 0.4 % of Arial's. Likewise Times
 * New Roman and its metric twins Liberation Serif and Tinos.
 */
/** @type {Record<Category, readonly string[]>} */
export const LOCAL_FONTS = {
  'sans-serif': ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'Arimo', 'Roboto'],
  serif: ['Times New Roman', 'TimesNewRomanPSMT', 'Times', 'Liberation Serif', 'Tinos'],
};

/**
 * The fallback families, in the font stacks of app/globals.css.
 * @type {readonly { family: string, file: string, category: Category }[]}
 */
export const FALLBACKS = [
  { family: 'Inter Fallback', file: 'inter-latin.woff2', category: 'sans-serif' },
  { family: 'Fraunces Fallback', file: 'fraunces-latin.woff2', category: 'serif' },
];

/**
 * The @font-face rule of one fallback family, measured from the web font's file.
 * @param {{ family: string, category: Category }} fallback
 * @param {Buffer} webFont the web font's file (its Latin face: it has every letter to measure)
 * @returns {Promise<string>}
 */
export async function fallbackFace({ family, category }, webFont) {
  const metrics = await fromBuffer(webFont);
  const { fontFaces } = createFontStack([metrics, BASE_METRICS[category]], {
    fontFaceFormat: 'styleObject',
  });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) throw new Error(`Capsize made no fallback face for ${family}`);
  const src = LOCAL_FONTS[category].map((name) => `local('${name}')`).join(', ');
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  src: ${src};`,
    `  size-adjust: ${face.sizeAdjust};`,
    `  ascent-override: ${face.ascentOverride};`,
    `  descent-override: ${face.descentOverride};`,
    `  line-gap-override: ${face.lineGapOverride};`,
    '}',
  ].join('\n');
}
