// cspell:ignore dwunasto piętnasto dwudziesto trzydziesto dziesięcio dziewięcio siedmio sześcio pięcio cztero ośmio -- numerals’ prefixes in compounds
import type { Locale } from './locale';

/**
 * The numbers a text states, in digits or in words, so that the English
 * version can be held to the Polish one: a number the English copy gives and
 * the Polish file does not ("two to four hours", "within five days") is a
 * promise only the English reader gets, and the English page waits until both
 * say the same (content/translation.ts). One is left out: "one", "jeden" and
 * "a" are too often no number at all. Steps' own numbers ("3. Zdjęcia – …")
 * are left out too.
 */

const ENGLISH: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  hundreds: 100,
  thousand: 1000,
  thousands: 1000,
  twice: 2,
  double: 2,
};

/** Polish numerals in every form a text may use: cases, collective ("dwoje"), counting nouns, "stulecie". */
const POLISH: Record<string, number> = Object.fromEntries(
  (
    [
      [2, 'dwa dwie dwóch dwu dwoma dwom dwiema dwaj dwoje dwojga dwojgiem dwojgu'],
      [3, 'trzy trzech trzem trzema trzej troje trojga trojgiem trojgu'],
      [4, 'cztery czterech czterem czterema czterej czworo czworga czworgiem czworgu'],
      [5, 'pięć pięciu pięcioma pięcioro pięciorga'],
      [6, 'sześć sześciu sześcioma sześcioro'],
      [7, 'siedem siedmiu siedmioma siedmioro'],
      [8, 'osiem ośmiu ośmioma ośmioro'],
      [9, 'dziewięć dziewięciu dziewięcioma dziewięcioro'],
      [10, 'dziesięć dziesięciu dziesięcioma dziesięcioro'],
      [11, 'jedenaście jedenastu jedenastoma'],
      [12, 'dwanaście dwunastu dwunastoma tuzin tuzina tuziny tuzinów'],
      [13, 'trzynaście trzynastu trzynastoma'],
      [14, 'czternaście czternastu czternastoma'],
      [15, 'piętnaście piętnastu piętnastoma'],
      [16, 'szesnaście szesnastu szesnastoma'],
      [17, 'siedemnaście siedemnastu siedemnastoma'],
      [18, 'osiemnaście osiemnastu osiemnastoma'],
      [19, 'dziewiętnaście dziewiętnastu dziewiętnastoma'],
      [20, 'dwadzieścia dwudziestu dwudziestoma'],
      [30, 'trzydzieści trzydziestu trzydziestoma'],
      [40, 'czterdzieści czterdziestu czterdziestoma'],
      [50, 'pięćdziesiąt pięćdziesięciu pięćdziesięcioma'],
      [60, 'sześćdziesiąt sześćdziesięciu sześćdziesięcioma'],
      [70, 'siedemdziesiąt siedemdziesięciu siedemdziesięcioma'],
      [80, 'osiemdziesiąt osiemdziesięciu osiemdziesięcioma'],
      [90, 'dziewięćdziesiąt dziewięćdziesięciu dziewięćdziesięcioma'],
      [100, 'sto stu stoma setki setek setkami stulecie stulecia stuleciu stuleciem'],
      [1000, 'tysiąc tysiąca tysiącem tysiące tysięcy tysiącami'],
    ] as const
  ).flatMap(([value, forms]) => forms.split(' ').map((form) => [form, value])),
);

/**
 * Compounds of a numeral and a measure ("dwuosobowy", "trzydniowy",
 * "kilkunastominutowy" is no number): the numeral's prefix, then one of the
 * measures a studio's copy counts in.
 */
const POLISH_PREFIXES: readonly (readonly [string, number])[] = [
  ['dwunasto', 12],
  ['piętnasto', 15],
  ['dwudziesto', 20],
  ['trzydziesto', 30],
  ['dziesięcio', 10],
  ['dziewięcio', 9],
  ['siedmio', 7],
  ['sześcio', 6],
  ['pięcio', 5],
  ['cztero', 4],
  ['ośmio', 8],
  ['trzy', 3],
  ['dwu', 2],
];
const MEASURE =
  /^(?:dniow|godzinn|minutow|sekundow|osobow|letn|tygodniow|miesięczn|krotn|etapow|kamerow|dzieln|stronn|języczn|zmianow)/;

function polishWord(word: string): number | undefined {
  if (Object.hasOwn(POLISH, word)) return POLISH[word];
  for (const [prefix, value] of POLISH_PREFIXES) {
    if (word.startsWith(prefix) && MEASURE.test(word.slice(prefix.length))) return value;
  }
  return undefined;
}

/** Digits as the language writes them: 4,930 and 1.5 in English, 4 930 and 1,5 in Polish. */
const DIGITS: Record<Locale, RegExp> = {
  en: /\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?/g,
  pl: /\d{1,3}(?:[ \u00a0]\d{3})+(?!\d)|\d+(?:,\d+)?/g,
};

/** A step's own number at the start of its text ("3. Zdjęcia – …"). */
const STEP_NUMBER = /^\s*\d+\.\s/;

/** The numbers of one text, other than one. */
export function numbersIn(text: string, locale: Locale): Set<number> {
  const found = new Set<number>();
  const body = text.replace(STEP_NUMBER, ' ');
  for (const [digits] of body.matchAll(DIGITS[locale])) {
    const plain = locale === 'en' ? digits.replace(/,/g, '') : digits.replace(/[ \u00a0]/g, '');
    const value = Number(locale === 'en' ? plain : plain.replace(',', '.'));
    if (Number.isFinite(value) && value !== 1) found.add(value);
  }
  for (const [word] of body.toLocaleLowerCase(locale).matchAll(/\p{L}+/gu)) {
    const value =
      locale === 'en'
        ? Object.hasOwn(ENGLISH, word)
          ? ENGLISH[word]
          : undefined
        : polishWord(word);
    if (value !== undefined) found.add(value);
  }
  return found;
}
