import { type JsonSchema } from './field-types';

// A text field's rules (not blank, a format, a length) as the one pattern
// the editor takes, with the Polish message it shows when the text fails it.

/** „1 znak”, „2 znaki”, „5 znaków”, „22 znaki”: the noun agrees with the number. */
export function characters(n: number): string {
  if (n === 1) return '1 znak';
  const tens = n % 100;
  const few = n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14);
  return `${n} ${few ? 'znaki' : 'znaków'}`;
}

/**
 * One regular expression for every text rule of a field (the editor takes one):
 * each rule is a lookahead from the start. An unanchored rule such as \S
 * may match anywhere; an anchored one (^…$) only from the start, which the
 * lazy prefix allows.
 */
export function combinedPattern(schema: JsonSchema): readonly [string, string] | undefined {
  const checks: string[] = [];
  const messages: string[] = [];
  const { minLength: min, maxLength: max, pattern } = schema;
  if (pattern === '\\S') {
    checks.push('(?=[\\s\\S]*?\\S)');
    messages.push('pole nie może być puste');
  } else if (pattern) {
    checks.push(`(?=[\\s\\S]*?(?:${pattern}))`);
    messages.push('zapisz w formacie ze wskazówki pod polem');
  }
  if (min !== undefined || max !== undefined) {
    checks.push(`(?=[\\s\\S]{${min ?? 0},${max ?? ''}}$)`);
    messages.push(
      min !== undefined && max !== undefined
        ? `od ${min} do ${max} znaków`
        : min !== undefined
          ? `co najmniej ${characters(min)}`
          : `najwyżej ${characters(max ?? 0)}`,
    );
  }
  if (checks.length === 0) return undefined;
  // The editor shows „Pole „<label>” nie pasuje do formatu: <message>.” (cms/admin/polish.js).
  return [`^${checks.join('')}`, messages.join('; ')];
}
