// Which glyphs the site's fonts keep. Fontsource's files cover all of Latin
// and Latin Extended (~200 kB for two families); Polish copy needs Basic Latin,
// Latin-1, a little typography and 18 letters of Latin Extended-A. Each family
// becomes two faces: the Latin one and a small one with the Polish letters,
// chosen by unicode-range. app/fonts/fonts.ts repeats these ranges as literals
// (next/font reads its options statically); a unit test keeps them equal.

/** Basic Latin, Latin-1 and the typography of the copy: – — ‘ ’ ‚ “ ” „ • … ← → € ™ */
export const LATIN_RANGE =
  'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2190, U+2192, U+20AC, U+2122';

/** Ą ą Ć ć Ę ę Ł ł Ń ń Ś ś Ź ź Ż ż (Ó ó are Latin-1). */
export const POLISH_RANGE = 'U+0104-0107, U+0118-0119, U+0141-0144, U+015A-015B, U+0179-017C';

/** The faces to make: from which Fontsource file, with which range. */
export const FACES = [
  {
    out: 'inter-latin.woff2',
    from: 'inter/files/inter-latin-wght-normal.woff2',
    range: LATIN_RANGE,
  },
  {
    out: 'inter-pl.woff2',
    from: 'inter/files/inter-latin-ext-wght-normal.woff2',
    range: POLISH_RANGE,
  },
  {
    out: 'fraunces-latin.woff2',
    from: 'fraunces/files/fraunces-latin-wght-normal.woff2',
    range: LATIN_RANGE,
  },
  {
    out: 'fraunces-pl.woff2',
    from: 'fraunces/files/fraunces-latin-ext-wght-normal.woff2',
    range: POLISH_RANGE,
  },
];

/**
 * The characters of a unicode-range list: 'U+0041-0043, U+00E9' → 'ABCé'.
 * @param {string} range
 * @returns {string}
 */
export function rangeText(range) {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .flatMap((part) => {
      const [from = '', to = from] = part.split('-');
      const start = parseInt(from, 16);
      const end = parseInt(to, 16);
      return Array.from({ length: end - start + 1 }, (_, i) => String.fromCodePoint(start + i));
    })
    .join('');
}
