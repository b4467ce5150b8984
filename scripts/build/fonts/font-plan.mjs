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

/**
 * The weights the design uses: Inter for text at 400, 500 (font-medium) and
 * 600 (font-semibold); Fraunces for headings at 400 only. Fontsource ships the
 * whole 100–900 axis; cutting it to these (Inter keeps a 400–600 axis,
 * Fraunces becomes a static 400) takes a third off the font bytes a phone loads
 * before the first paint. A new weight in the design means widening these.
 */
export const INTER_WEIGHT = { min: 400, max: 600 };
export const FRAUNCES_WEIGHT = 400;

/** The faces to make: from which Fontsource file, with which range and weights. */
export const FACES = [
  {
    out: 'inter-latin.woff2',
    from: 'inter/files/inter-latin-wght-normal.woff2',
    range: LATIN_RANGE,
    weight: INTER_WEIGHT,
  },
  {
    out: 'inter-pl.woff2',
    from: 'inter/files/inter-latin-ext-wght-normal.woff2',
    range: POLISH_RANGE,
    weight: INTER_WEIGHT,
  },
  {
    out: 'fraunces-latin.woff2',
    from: 'fraunces/files/fraunces-latin-wght-normal.woff2',
    range: LATIN_RANGE,
    weight: FRAUNCES_WEIGHT,
  },
  {
    out: 'fraunces-pl.woff2',
    from: 'fraunces/files/fraunces-latin-ext-wght-normal.woff2',
    range: POLISH_RANGE,
    weight: FRAUNCES_WEIGHT,
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

/**
 * The CSS font-weight descriptor of a face's weights: { min: 400, max: 600 } → '400 600'.
 * @param {number | { min: number, max: number }} weight
 * @returns {string}
 */
export function weightDescriptor(weight) {
  return typeof weight === 'number' ? String(weight) : `${weight.min} ${weight.max}`;
}
