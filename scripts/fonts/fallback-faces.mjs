// Metric-matched fallback faces for the web fonts. Until Inter arrives
// (font-display: swap), or when Fraunces misses the first render (optional),
// text is drawn in a local font; if that font's widths and line heights
// differ, every paragraph reflows when the web font swaps in, and the page
// shifts (CLS). Each fallback face below is a local
// font scaled (size-adjust) to the web font's average letter width, with the
// web font's ascent, descent and line gap, so the swap moves nothing.
//
// The figures come from the same calculation next/font's adjustFontFallback
// runs (getFallbackMetricsFromFontFile, on Next's bundled fontkit). We write
// the faces ourselves because next/font can only append a fallback to the
// family it loads: on the Latin face that fallback would cover the Polish
// letters before their own face (a separate family, see app/fonts/fonts.ts),
// and the Polish face's file has too few letters to measure a width from.
import { createRequire } from 'node:module';

/** @typedef {'sans-serif' | 'serif'} Category */

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/compiled/@next/font/dist/fontkit').default} */
const openFont = require('next/dist/compiled/@next/font/dist/fontkit').default;
/** @type {typeof import('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file')} */
const fallbackMetrics = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file');

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
 * @returns {string}
 */
export function fallbackFace({ family, category }, webFont) {
  const m = fallbackMetrics.getFallbackMetricsFromFontFile(openFont(webFont), category);
  const src = LOCAL_FONTS[category].map((name) => `local('${name}')`).join(', ');
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  src: ${src};`,
    `  size-adjust: ${m.sizeAdjust};`,
    `  ascent-override: ${m.ascentOverride};`,
    `  descent-override: ${m.descentOverride};`,
    `  line-gap-override: ${m.lineGapOverride};`,
    '}',
  ].join('\n');
}
