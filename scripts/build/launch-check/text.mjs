// The text rules of the launch check: placeholders, „do potwierdzenia” and
// the privacy policy's date, found by pattern in any string of a data file.

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/** Texts that mark a gap, wherever they stand in a string, in Polish or in an English file. */
const GAP_WORDS =
  /do potwierdzenia|do uzupełnienia|to be confirmed|to be completed|\bTODO\b|\bTBD\b|\bTBC\b|lorem ipsum/i;
/** The mark before a proposed text in a bracket: „[do potwierdzenia: …]”, „[to be confirmed: …]”. */
const GAP_LABEL =
  /^(?:do potwierdzenia|do uzupełnienia|to be confirmed|to be completed|TODO|TBD|TBC)\s*[:–-]?\s*/i;
/** A bracketed text: the form every placeholder of the content takes („[NIP]”, „[…]”). */
const BRACKETED = /\[[^[\]]*\]/g;

const MONTHS =
  'stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|' +
  'January|February|March|April|May|June|July|August|September|October|November|December';
/** 2026-11-24, 24.11.2026, 24 listopada 2026, 24 November 2026. */
const DATE = new RegExp(
  `\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}\\.\\d{1,2}\\.\\d{4}\\b|\\b\\d{1,2}\\s+(?:${MONTHS})\\s+\\d{4}\\b`,
  'i',
);
/** A field of the privacy policy that carries its date: by its key or by its words. */
const DATE_KEY = /date|updated|aktualiz/i;
const DATE_WORDS =
  /ostatni(?:a|ej) aktualizacj|zaktualizowan|obowiązuje od|wersja z dnia|stan na dzień|last updated/i;

/**
 * 'sections[2].paragraphs[0]' for ['sections', 2, 'paragraphs', 0]: the form
 * the schema's own errors use (content/load.ts).
 * @param {readonly (string | number)[]} keys
 */
export function fieldPath(keys) {
  return keys
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${key}`))
    .join('');
}

/**
 * Every string of a JSON value with its field path.
 * @param {unknown} node
 * @param {(string | number)[]} [keys]
 * @returns {{ keys: (string | number)[], value: string }[]}
 */
export function stringsOf(node, keys = []) {
  if (typeof node === 'string') return [{ keys, value: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => stringsOf(item, [...keys, i]));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => stringsOf(value, [...keys, key]));
  }
  return [];
}

/**
 * „…ten fragment…”: the words around a match, so the studio finds it in a
 * long paragraph; cut at spaces, not inside a word.
 * @param {string} text
 * @param {number} at
 * @param {number} length
 */
function excerpt(text, at, length) {
  let start = Math.max(0, at - 40);
  let end = Math.min(text.length, at + length + 40);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > at + length ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Placeholders and „do potwierdzenia” in one string: one item per gap.
 * @param {string} file
 * @param {string} field
 * @param {string} value
 * @param {'pl' | 'en'} [language] the file's: an English file's gaps are filled in English
 * @returns {LaunchItem[]}
 */
export function gapsIn(file, field, value, language = 'pl') {
  const inEnglish = language === 'en' ? ' po angielsku' : '';
  /** @type {LaunchItem[]} */
  const items = [];
  const bracketed = [...value.matchAll(BRACKETED)];
  for (const m of bracketed) {
    const toConfirm = GAP_WORDS.test(m[0]);
    // The words around it, where the bracket is not the whole text.
    const around = excerpt(value, m.index, m[0].length);
    const where = around === m[0] ? '' : ` („${around}”)`;
    // „[do potwierdzenia: lokalizacja serwerów]” is the text „lokalizacja serwerów”, to confirm.
    const proposed = m[0].slice(1, -1).replace(GAP_LABEL, '').trim();
    items.push({
      kind: toConfirm ? 'to-confirm' : 'placeholder',
      file,
      field,
      message: toConfirm
        ? `tekst do potwierdzenia${proposed ? `: „${proposed}”` : ''} – sprawdź go i wpisz ostateczną wersję${inEnglish}${where}`
        : `miejsce do uzupełnienia: ${m[0]} – wpisz prawdziwe dane${inEnglish}${where}`,
    });
  }
  // The words outside any bracket (inside one they were reported above).
  const outside = value.replace(BRACKETED, ' ');
  const word = GAP_WORDS.exec(outside);
  if (word) {
    items.push({
      kind: 'to-confirm',
      file,
      field,
      message: `tekst oznaczony „${word[0]}” – sprawdź i wpisz ostateczną wersję${inEnglish} („${excerpt(outside, word.index, word[0].length)}”)`,
    });
  }
  return items;
}

/**
 * The privacy policy's date: every field that carries it must hold a real
 * date; a policy with no such field at all lacks one.
 * @param {string} file
 * @param {unknown} data
 * @param {'pl' | 'en'} [language] the file's: the English policy gives its date in English
 * @returns {{ items: LaunchItem[], fields: Set<string> }}
 */
export function privacyDate(file, data, language = 'pl') {
  const example = language === 'en' ? '„24 November 2026”' : '„24 listopada 2026”';
  const inEnglish = language === 'en' ? ' po angielsku' : '';
  /** @type {LaunchItem[]} */
  const items = [];
  const fields = new Set();
  for (const { keys, value } of stringsOf(data)) {
    const key = String(keys.at(-1) ?? '');
    if (!DATE_KEY.test(key) && !DATE_WORDS.test(value)) continue;
    const field = fieldPath(keys);
    fields.add(field);
    const withoutGaps = value.replace(BRACKETED, ' ');
    if (!DATE.test(withoutGaps)) {
      items.push({
        kind: 'privacy-date',
        file,
        field,
        message: `polityka prywatności nie ma jeszcze daty: wpisz${inEnglish} dzień, od którego obowiązuje, np. ${example} („${value}”)`,
      });
    }
  }
  if (fields.size === 0) {
    items.push({
      kind: 'privacy-date',
      file,
      field: 'intro',
      message:
        language === 'en'
          ? 'polityka prywatności nie podaje daty: dopisz po angielsku „Last updated: <day month year>.”'
          : 'polityka prywatności nie podaje daty: dopisz „Ostatnia aktualizacja: <dzień miesiąc rok>.”',
    });
  }
  return { items, fields };
}
