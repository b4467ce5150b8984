// The editor's Polish as the studio reads it: Sveltia CMS's locales/pl.json
// with cms/editor/pl-overrides.json applied and typeset, as /admin serves it
// (scripts/build/write-admin.mjs).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { typeset } from '../../lib/typography';
import { flatten, format, parseMessage } from './message-format.mjs';
import { applyOverrides, typesetLocale } from './polish.mjs';
import { unpacked, vendorPackages } from './vendor.mjs';

/** @type {Map<string, string>} */
let original;
/** @type {Record<string, string>} */
let overrides;
/** @type {Map<string, string>} */
let served;
/** @type {Map<string, string>} */
let english;

beforeAll(async () => {
  const pkg = (await vendorPackages()).find((p) => p.name === '@sveltia/cms');
  if (!pkg) throw new Error('cms/editor/vendor.json has no @sveltia/cms');
  const dir = await unpacked(pkg);
  const locale = JSON.parse(await readFile(path.join(dir, 'locales/pl.json'), 'utf8'));
  // Sveltia's own messages, which it shows in English where its Polish has none.
  const reference = JSON.parse(await readFile(path.join(dir, 'locales/en-US.json'), 'utf8'));
  english = flatten(reference);
  overrides = JSON.parse(await readFile(new URL('./pl-overrides.json', import.meta.url), 'utf8'));
  original = flatten(locale);
  served = flatten(typesetLocale(applyOverrides(locale, overrides, reference), typeset));
}, 120_000);

/** The counts a Polish plural must get right, with their CLDR category. */
const COUNTS = /** @type {const} */ ([
  [0, 'many'],
  [1, 'one'],
  [2, 'few'],
  [4, 'few'],
  [5, 'many'],
  [12, 'many'],
  [21, 'many'],
  [22, 'few'],
  [25, 'many'],
  [102, 'few'],
  [112, 'many'],
  [122, 'few'],
]);

/**
 * The words that stand right after a count in the editor's messages, by the
 * category whose form they are: „1 wpis”, „2 wpisy”, „5 wpisów”. A count
 * followed by a word not listed here fails the test, so a new message is read.
 */
const FORMS = {
  one: ['wpis', 'plik', 'znak', 'opcję', 'element', 'folder'],
  few: [
    'wpisy',
    'pliki',
    'foldery',
    'pola',
    'znaki',
    'opcje',
    'elementy',
    'zaznaczone',
    'identyfikatory',
    'adresy',
    'ścieżki',
  ],
  many: [
    'wpisów',
    'plików',
    'folderów',
    'pól',
    'znaków',
    'opcji',
    'elementów',
    'zaznaczonych',
    'identyfikatorów',
    'adresów',
    'ścieżek',
  ],
};
/** Words after a count that do not agree with it („3 z nich”). */
const NOT_AGREEING = ['z'];
/**
 * Counts in a case the sentence governs, where 2–4 and 5–21 take the same
 * form: the genitive („dane 2 plików”, „nazwy 5 plików”) and the locative („w 2 wpisach”).
 * @type {Record<string, string[]>}
 */
const GOVERNED = {
  asset_data_copied: ['plików'],
  assets_renamed: ['plików'],
  'workflow.changes_discarded': ['wpisach'],
  deleting_referenced_assets_note: ['wpisach'],
  deleting_referenced_entries_note: ['innych'],
};

/** Messages whose count can be 0 on screen: each says so in words, not „0 wpisów”. */
const SHOWN_AT_ZERO = [
  'x_entries',
  'x_assets',
  'viewing_x_collection',
  'viewing_x_asset_folder',
  'viewing_entry_search_results',
  'viewing_asset_search_results',
  'enter_new_name_for_asset',
  'character_counter.min_max',
  'character_counter.min',
  'character_counter.max',
];

/** Every message with a plural selector, parsed. */
function pluralMessages() {
  return [...served]
    .map(([key, message]) => ({ key, message, parsed: parseMessage(message) }))
    .filter(({ parsed }) => parsed.selector !== undefined);
}

/**
 * Sample values for every placeholder: the selector gets `n`, every other
 * placeholder a word (so the only number in the text is the count).
 * @param {string} message
 * @param {string | undefined} selector
 * @param {number} n
 */
function sampleValues(message, selector, n) {
  /** @type {Record<string, string | number>} */
  const values = {};
  for (const [, name] of message.matchAll(/\{\$(\w+)/g)) {
    if (name) values[name] = name === selector ? n : 'Usługi';
  }
  return values;
}

/** Every variant of every message, filled in, as the studio may read it. */
function everyText() {
  /** @type {{ key: string, text: string }[]} */
  const texts = [];
  for (const [key, message] of served) {
    const { selector, variants } = parseMessage(message);
    if (selector === undefined) {
      texts.push({ key, text: format(message, sampleValues(message, undefined, 0)) });
      continue;
    }
    for (const variant of variants) {
      const n = /^\d+$/.test(variant.key) ? Number(variant.key) : 3;
      texts.push({
        key: `${key} [${variant.key}]`,
        text: variant.pattern.replace(/\{\$(\w+)[^}]*\}/g, (_, name) =>
          name === selector ? String(n) : 'Usługi',
        ),
      });
    }
  }
  return texts;
}

describe('the editor’s Polish messages', () => {
  it('overrides only messages the package has (an upgrade that renames one fails here)', () => {
    const keys = Object.keys(overrides).filter((k) => !k.startsWith('$'));
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((k) => !original.has(k) && !english.has(k))).toEqual([]);
    // Every override is in effect, typeset.
    for (const key of keys) expect(served.get(key)?.replace(/\u00a0/g, ' ')).toBe(overrides[key]);
  });

  it('has every message in Polish: none left for Sveltia to show in English', () => {
    expect([...english.keys()].filter((k) => !served.has(k))).toEqual([]);
  });

  it('knows Polish plural categories: one = 1, few = 2–4 but not 12–14, many = the rest', () => {
    const rules = new Intl.PluralRules('pl');
    for (const [n, category] of COUNTS) expect([n, rules.select(n)]).toEqual([n, category]);
    expect(rules.select(13)).toBe('many');
    expect(rules.select(114)).toBe('many');
  });

  it('gives every count the form of its number: 1 wpis, 2 wpisy, 5 wpisów, 22 wpisy, 112 wpisów', () => {
    const plurals = pluralMessages();
    expect(plurals.length).toBeGreaterThan(50);
    /** @type {string[]} */
    const wrong = [];
    for (const { key, message, parsed } of plurals) {
      for (const [n, category] of COUNTS) {
        const text = format(message, sampleValues(message, parsed.selector, n));
        for (const match of text.matchAll(
          new RegExp(`(?<![\\d.])${n}[ \\u00a0]([\\p{L}]+)`, 'gu'),
        )) {
          const word = match[1] ?? '';
          if (NOT_AGREEING.includes(word)) continue;
          const right = category === 'one' ? FORMS.one : (GOVERNED[key] ?? FORMS[category]);
          if (!right.includes(word)) wrong.push(`${key} (${n}): „${text}”`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('uses only Polish categories (one, few, many) and the same words for many and *', () => {
    for (const { key, message, parsed } of pluralMessages()) {
      const keys = parsed.variants.map((v) => v.key);
      const where = `${key}: ${keys.join(' ')}`;
      for (const k of keys) expect(/^(\d+|one|few|many|\*)$/.test(k), where).toBe(true);
      expect(keys, where).toContain('one');
      expect(keys, where).toContain('*');
      const shows = (/** @type {string} */ k) =>
        parsed.variants.find((v) => v.key === k)?.pattern.includes(`{$${parsed.selector}}`);
      if (keys.includes('few') || keys.includes('many') || shows('*')) {
        // A message that shows the number has a form for 2–4 and one for 5–21.
        expect(keys, where).toEqual(expect.arrayContaining(['few', 'many']));
        const pattern = (/** @type {string} */ k) =>
          parsed.variants.find((v) => v.key === k)?.pattern;
        expect(pattern('*'), where).toBe(pattern('many'));
        if (shows('few') && !GOVERNED[key]) {
          expect(pattern('few'), where).not.toBe(pattern('many'));
        }
      }
      void message;
    }
  });

  it('says „brak” or „nie” where a count can be 0, not „0 wpisów”', () => {
    for (const key of SHOWN_AT_ZERO) {
      const message = served.get(key) ?? '';
      const text = format(message, sampleValues(message, parseMessage(message).selector, 0));
      expect(text, key).not.toMatch(/(?<!\d)0 /);
    }
  });

  it('reads the counts the studio sees most as a Polish editor would write them', () => {
    const read = (/** @type {string} */ key, /** @type {number} */ n) =>
      format(served.get(key) ?? '', { count: n }).replace(/\u00a0/g, ' ');
    const counts = [0, 1, 2, 4, 5, 12, 21, 22, 25, 112];
    expect(counts.map((n) => read('x_entries', n))).toEqual([
      'Brak wpisów',
      '1 wpis',
      '2 wpisy',
      '4 wpisy',
      '5 wpisów',
      '12 wpisów',
      '21 wpisów',
      '22 wpisy',
      '25 wpisów',
      '112 wpisów',
    ]);
    expect(counts.map((n) => read('x_assets', n))).toEqual([
      'Brak plików',
      '1 plik',
      '2 pliki',
      '4 pliki',
      '5 plików',
      '12 plików',
      '21 plików',
      '22 pliki',
      '25 plików',
      '112 plików',
    ]);
    expect([1, 2, 5, 22].map((n) => read('entry_validation_errors', n))).toEqual([
      'Jedno pole zawiera błąd. Popraw go, aby zapisać wpis.',
      '2 pola zawierają błędy. Popraw je, aby zapisać wpis.',
      '5 pól zawiera błędy. Popraw je, aby zapisać wpis.',
      '22 pola zawierają błędy. Popraw je, aby zapisać wpis.',
    ]);
    expect([1, 3, 12, 24].map((n) => read('confirm_deleting_selected_assets', n))).toEqual([
      'Czy na pewno chcesz usunąć zaznaczony plik?',
      'Czy na pewno chcesz usunąć 3 zaznaczone pliki?',
      'Czy na pewno chcesz usunąć 12 zaznaczonych plików?',
      'Czy na pewno chcesz usunąć 24 zaznaczone pliki?',
    ]);
  });

  it('quotes in Polish („…”), never “…” or "…", and uses the en dash, not the em dash', () => {
    const wrong = [...served].filter(
      ([, m]) => /[“"—]/.test(m) || (m.match(/„/g)?.length ?? 0) !== (m.match(/”/g)?.length ?? 0),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps every one-letter word with the next word (no „w” at a line’s end)', () => {
    const loose = everyText()
      .map(({ key, text }) => ({ key, text: text.replace(/<[^>]*>|`[^`]*`/g, '') }))
      .filter(({ text }) => /(?<![\p{L}\p{N}.\-–@/'’])[aiouwzAIOUWZ] /u.test(text));
    expect(loose).toEqual([]);
  });

  it('speaks to the studio one way: „ty”, no gendered past tense, its own words', () => {
    const studioSees = [...served].filter(([key]) => !key.startsWith('config.'));
    const found = (/** @type {RegExp} */ re) =>
      studioSees.filter(([, m]) => re.test(m)).map(([key]) => key);
    // „Twój” capitalised is letter style; the editor writes imperatives instead.
    expect(found(/\bTw(ój|oj\p{L}*)/u)).toEqual([]);
    // „zostałeś”, „zapisałaś”: the studio is not one person of known gender.
    expect(found(/\p{L}+ł(eś|aś)\b/u)).toEqual([]);
    // Media are the studio's files and photos, not „zasoby”; the editor is not a „CMS”.
    expect(found(/zas(ó|o)b/iu)).toEqual([]);
    expect(found(/\bCMS\b/u)).toEqual([]);
    // A service is „w serwisie GitHub”, not „w GitHub”, which Polish cannot decline.
    expect(found(/\bw[\s\u00a0]+GitHub\b/u)).toEqual([]);
  });

  it('never declines a name it cannot inflect: a language after a colon, a service not after „w”', () => {
    // Sveltia gives a language's name as an adjective in the nominative („Polski”, „Angielski”):
    // anywhere but after a colon it reads „Kopiuj z Polski”, „Treść Angielski”. A service's
    // name („GitHub”, „DeepL”) stands as a brand, but not after a preposition that declines it.
    const misplaced = [...served]
      .filter(([key]) => !key.startsWith('config.'))
      .flatMap(([key, m]) =>
        [...m.matchAll(/(\S*)[\s\u00a0]*(?:<a[^>]*>)?\{\$(locale|service)\}/gu)]
          .filter(([, before = '', name]) =>
            name === 'locale'
              ? !/(?::|^)$/u.test(before)
              : /^(?:w|we|z|ze|do|od|na)$/iu.test(before),
          )
          .map(([found]) => `${key}: ${found}`),
      );
    expect(misplaced).toEqual([]);
  });
});

describe('the sign-in’s and the film upload’s messages (the Worker and the film field)', () => {
  it('speak to the studio the editor’s way: „ty”, no gendered forms', async () => {
    const { FILM_MESSAGES } = await import('../../worker/films/messages');
    const { MESSAGES } = await import('../../worker/sign-in/messages');
    const admin = new URL('../admin/', import.meta.url);
    const widget = (await readdir(admin)).filter((f) => /^film-.*\.ts$/.test(f));
    expect(widget.length).toBeGreaterThan(0);
    /** @type {[string, string][]} */
    const texts = [
      ...Object.entries(FILM_MESSAGES),
      ...Object.entries(MESSAGES),
      ...(await Promise.all(
        widget.map(
          async (f) =>
            /** @type {[string, string]} */ ([f, await readFile(new URL(f, admin), 'utf8')]),
        ),
      )),
    ];
    const found = (/** @type {RegExp} */ re) =>
      texts.filter(([, text]) => re.test(text)).map(([key]) => key);
    expect(found(/\bTw(ój|oj\p{L}*)/u)).toEqual([]);
    // „zalogowałeś”, „jesteś zalogowany”: the person signed in may be anyone.
    expect(found(/\p{L}+ł(eś|aś)\b|\bjesteś\b/u)).toEqual([]);
  });
});
