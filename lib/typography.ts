/**
 * Polish line-breaking at render: the copy in content/ is written with plain
 * spaces (easy to edit and to search), and the components that render it pass
 * it through `typeset`, which glues with a non-breaking space what a Polish
 * typesetter keeps on one line:
 *
 * - a single-letter word (i, w, z, a, o, u, and their capitals) to the next word,
 * - a spaced dash to the word before it, so a line never starts with a dash,
 * - a number to the word or unit after it ('6 sekund', '2014 r.'),
 * - a common abbreviation to what follows it ('np. zdjęcia', 'ul. Długa').
 *
 * Only text content is typeset. Attribute values (alt, aria-label,
 * placeholder), page metadata and JSON-LD keep plain spaces: no line is broken
 * there, and search engines and QA suites match them as written.
 */

const NBSP = '\u00a0';
// Breaking white space only: a non-breaking space is already what we want.
const BREAK = '[ \\t\\r\\n]+';

// A one-letter word: a letter with no letter, digit or word-joining mark right before it.
const SINGLE_LETTER = new RegExp(`(?<![\\p{L}\\p{N}.\\-–@/'’])(\\p{L})${BREAK}(?=\\S)`, 'gu');
const SPACED_DASH = new RegExp(`(?<=\\S)${BREAK}([–—])(?=[ \\t\\r\\n])`, 'gu');
const NUMBER_WORD = new RegExp(`(\\p{N})${BREAK}(?=[\\p{L}%])`, 'gu');
const ABBREVIATION = new RegExp(
  `(?<![\\p{L}\\p{N}])(np\\.|ul\\.|tel\\.|nr|ok\\.|tzw\\.|m\\.in\\.|godz\\.|tj\\.)${BREAK}(?=\\S)`,
  'giu',
);

/** The text with non-breaking spaces where Polish typography wants them. Idempotent. */
export function typeset(text: string): string {
  return text
    .replace(SINGLE_LETTER, `$1${NBSP}`)
    .replace(SPACED_DASH, `${NBSP}$1`)
    .replace(NUMBER_WORD, `$1${NBSP}`)
    .replace(ABBREVIATION, `$1${NBSP}`);
}
