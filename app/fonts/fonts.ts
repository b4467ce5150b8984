import localFont from 'next/font/local';

/*
 * Inter (text, 400–600) and Fraunces (display, 400), self-hosted and
 * preloaded. scripts/build/fonts/subset-fonts.mjs cuts Fontsource's files (npm) down
 * to what Polish copy needs, as two faces per family chosen by unicode-range:
 * Latin, and the Polish letters ą ć ę ł ń ś ź ż. next/font/local gives every
 * call its own family, so globals.css stacks them, followed by a local font
 * scaled to their metrics (scripts/build/fonts/fallback-faces.mjs). next/font's own
 * adjustFontFallback is off: it would append its fallback to the Latin family,
 * where it would cover the Polish letters before their face loads.
 *
 * Both families swap in when they arrive (`font-display: swap`), so the brand's
 * headings are in Fraunces on every first visit, in every engine: `optional`
 * left them in the fallback for the whole page whenever the preloaded file
 * missed its 100 ms (Firefox on a cold visit, issue #52). Fraunces's two
 * files are preloaded, so they usually arrive before the first paint; when
 * they do not, the fallback scaled to their metrics keeps every line where
 * it was (e2e/site/font-swap.spec.ts holds the shift under 0.01).
 *
 * next/font reads its options statically: the ranges are written out here, and
 * a unit test (scripts/build/fonts/font-plan.test.mjs) keeps them equal to the plan.
 */

export const interLatin = localFont({
  src: './generated/inter-latin.woff2',
  weight: '400 600',
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2190, U+2192, U+20AC, U+2122',
    },
  ],
});

export const interPolish = localFont({
  src: './generated/inter-pl.woff2',
  weight: '400 600',
  display: 'swap',
  preload: false,
  variable: '--font-inter-pl',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0104-0107, U+0118-0119, U+0141-0144, U+015A-015B, U+0179-017C',
    },
  ],
});

export const frauncesLatin = localFont({
  src: './generated/fraunces-latin.woff2',
  weight: '400',
  display: 'swap',
  variable: '--font-fraunces-latin',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2190, U+2192, U+20AC, U+2122',
    },
  ],
});

export const frauncesPolish = localFont({
  src: './generated/fraunces-pl.woff2',
  weight: '400',
  display: 'swap',
  variable: '--font-fraunces-pl',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0104-0107, U+0118-0119, U+0141-0144, U+015A-015B, U+0179-017C',
    },
  ],
});

export const fontVariables = [interLatin, interPolish, frauncesLatin, frauncesPolish]
  .map((font) => font.variable)
  .join(' ');
