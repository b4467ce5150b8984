/**
 * Polish line-breaking at render: the copy in content/ is written with plain
 * spaces (easy to edit and to search), and the components that render it pass
 * it through `typeset`, which glues with a non-breaking space what a Polish
 * typesetter keeps on one line:
 *
 * - a single-letter word (i, w, z, a, o, u, and their capitals) to the next word,
 * - a spaced dash to the word before it, so a line never starts with a dash,
 * - a number to the word or unit after it ('6 sekund', '2014 r.'),
 * - a common abbreviation to what follows it ('np. zdjęcia', 'ul. Długa', 'art. 6',
 *   'ust. 1', 'lit. f', 'pkt 3', 'nr 7', '§ 2'),
 * - a house number to its street ('ul. Stawki 2'), a company's legal form to
 *   its name and within itself ('EmailJS Pte. Ltd.', 'Studio sp. z o.o.'),
 * - the groups of a telephone number to each other ('+48 512 345 678'), so a
 *   number never wraps mid-way, wherever it is written (a link or a sentence).
 *
 * A postal code ('00-193') must not break after its hyphen either, which a
 * space cannot say and the fonts' subsets have no non-breaking hyphen (U+2011)
 * to say: `typesetRuns` marks each, and <Typeset> (components/ui/typeset.tsx)
 * wraps it in a no-wrap span.
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
/**
 * Abbreviations that stand before what they qualify: a number (art., ust.,
 * lit., pkt, nr, §, poz., str.), a name (ul., al., pl., św., prof., dr,
 * inż., mgr) or a phrase (np., tj., tzn., tzw., m.in., ok., zob., por.).
 * Exported for the tests, which hold the e2e check to the same list.
 */
export const BOUND_ABBREVIATIONS = [
  'art.',
  'ust.',
  'lit.',
  'pkt',
  'pkt.',
  'nr',
  '§',
  'poz.',
  'str.',
  'ul.',
  'al.',
  'pl.',
  'św.',
  'prof.',
  'dr',
  'inż.',
  'mgr',
  'np.',
  'tel.',
  'ok.',
  'tzw.',
  'tzn.',
  'tj.',
  'm.in.',
  'godz.',
  'zob.',
  'por.',
] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so 'pkt.' wins over 'pkt'; no letter or digit before (not 'Kraków nr').
const ABBREVIATION = new RegExp(
  `(?<![\\p{L}\\p{N}.])(${[...new Set(BOUND_ABBREVIATIONS)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})${BREAK}(?=\\S)`,
  'giu',
);
// A street after ul./al./pl./os. (up to four capitalised words) and its number: 'ul. Stawki 2', 'al. Jana Pawła II 12a'.
const HOUSE_NUMBER = new RegExp(
  `((?<![\\p{L}.])(?:ul|al|pl|os)\\.[ \u00a0]+(?:\\p{Lu}[\\p{L}.\\-]*[ \u00a0]+){0,3}\\p{Lu}[\\p{L}.\\-]*)${BREAK}(?=\\d)`,
  'gu',
);
/** Legal forms that end a company's name, kept whole and with the name. */
const LEGAL_FORMS = [
  'Pte. Ltd.',
  'Ltd.',
  'Inc.',
  'LLC',
  'GmbH',
  'S.A.',
  'sp. z o.o.',
  'sp.j.',
  'sp.k.',
];
const LEGAL_FORM = new RegExp(
  `(?<=\\S)${BREAK}(${LEGAL_FORMS.map((form) => escape(form).replace(/ /g, '[ \\t\\r\\n\\u00a0]+')).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
// A telephone number: an optional +country code, then groups of two or three digits
// ('+48 512 345 678', '12 345 67 89'); three groups at least, so '30, 15 i 6' is not one.
const PHONE = /(?<![\p{N}])\+?\d{2,3}(?:[ \t]\d{2,3}){2,4}(?![\p{N}])/gu;

/** The text with non-breaking spaces where Polish typography wants them. Idempotent. */
export function typeset(text: string): string {
  return text
    .replace(SINGLE_LETTER, `$1${NBSP}`)
    .replace(SPACED_DASH, `${NBSP}$1`)
    .replace(NUMBER_WORD, `$1${NBSP}`)
    .replace(ABBREVIATION, `$1${NBSP}`)
    .replace(HOUSE_NUMBER, `$1${NBSP}`)
    .replace(LEGAL_FORM, (_, form: string) => `${NBSP}${form.replace(/\s+/g, NBSP)}`)
    .replace(PHONE, (phone) => phone.replace(/[ \t]/g, NBSP));
}

/**
 * A Polish postal code: two digits, a hyphen, three digits ('00-193').
 * Exported for the e2e check, which looks for one outside a no-wrap span.
 */
export const POSTAL_CODE = /(?<!\p{N})\d{2}-\d{3}(?!\p{N})/gu;

/** A stretch of typeset text; `whole` ones must stay on one line. */
export interface TextRun {
  readonly text: string;
  readonly whole: boolean;
}

/** The typeset text in runs, each postal code a `whole` run of its own. */
export function typesetRuns(text: string): TextRun[] {
  const typesetText = typeset(text);
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of typesetText.matchAll(POSTAL_CODE)) {
    if (match.index > from) runs.push({ text: typesetText.slice(from, match.index), whole: false });
    runs.push({ text: match[0], whole: true });
    from = match.index + match[0].length;
  }
  if (from < typesetText.length) runs.push({ text: typesetText.slice(from), whole: false });
  return runs;
}
