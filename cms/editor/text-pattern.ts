import { type JsonSchema } from './field-types';

// A text field's rules (not blank, a format, a length) as the one pattern
// the editor takes, with the Polish message it shows under the field when the
// text fails it: a sentence that says what to do.

/** „1 znak”, „2 znaki”, „5 znaków”, „22 znaki”: the noun agrees with the number. */
export function characters(n: number): string {
  if (n === 1) return '1 znak';
  const tens = n % 100;
  const few = n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14);
  return `${n} ${few ? 'znaki' : 'znaków'}`;
}

/** The length rule in words: „od 10 do 80 znaków”, „co najmniej 40 znaków”, „najwyżej 1 znak”. */
function lengthWords(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `od ${min} do ${max} znaków`;
  if (min !== undefined) return `co najmniej ${characters(min)}`;
  return `najwyżej ${characters(max ?? 0)}`;
}

/** A field's format message where its schema gives none of its own. */
export const FORMAT_MESSAGE = 'Zapisz tekst w postaci podanej we wskazówce pod polem.';

/**
 * One regular expression for every text rule of a field (the editor takes one):
 * each rule is a lookahead from the start. An unanchored rule such as \S
 * may match anywhere; an anchored one (^…$) only from the start, which the
 * lazy prefix allows.
 */
export function combinedPattern(schema: JsonSchema): readonly [string, string] | undefined {
  const checks: string[] = [];
  const { minLength: min, maxLength: max, pattern } = schema;
  const length = min !== undefined || max !== undefined;
  let message = '';
  if (pattern === '\\S') {
    checks.push('(?=[\\s\\S]*?\\S)');
    message = !length
      ? 'Wpisz tekst: to pole nie może być puste.'
      : min === undefined
        ? `Wpisz tekst, ${lengthWords(min, max)}.`
        : `Wpisz ${lengthWords(min, max)}.`;
  } else if (pattern) {
    checks.push(`(?=[\\s\\S]*?(?:${pattern}))`);
    const format = schema.patternMessage ?? FORMAT_MESSAGE;
    message = length ? `${format} Długość: ${lengthWords(min, max)}.` : format;
  } else if (length) {
    message = `Wpisz ${lengthWords(min, max)}.`;
  }
  if (length) checks.push(`(?=[\\s\\S]{${min ?? 0},${max ?? ''}}$)`);
  if (checks.length === 0) return undefined;
  return [`^${checks.join('')}`, message];
}
