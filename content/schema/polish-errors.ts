/**
 * zod's own messages in Polish, for every refusal the schema does not word
 * itself: the content check, the publishing gate and the build name a broken
 * field to the studio, so „expected string, received number” must read as
 * Polish. zod's bundled Polish locale is a literal translation with
 * „Nieprawidłow(y/a/e)” and untranslated type names, so the project words its
 * own. A message a field sets itself (fields.ts, pages.ts) takes precedence.
 */
import { z } from 'zod';

import { countPl } from '../polish-plural.mjs';

/** What a value is, in the genitive („oczekiwano tekstu”). */
const EXPECTED: Record<string, string> = {
  string: 'tekstu',
  number: 'liczby',
  int: 'liczby całkowitej',
  boolean: 'wartości tak/nie (true albo false)',
  array: 'listy',
  object: 'grupy pól',
};

/** What was found instead, in the nominative („a jest liczba”). */
function found(input: unknown): string {
  if (input === null) return 'pusta wartość (null)';
  if (Array.isArray(input)) return 'lista';
  switch (typeof input) {
    case 'string':
      return 'tekst';
    case 'number':
      return Number.isInteger(input) ? 'liczba całkowita' : 'liczba';
    case 'boolean':
      return 'wartość tak/nie';
    case 'object':
      return 'grupa pól';
    default:
      return typeof input;
  }
}

const CHARS = { one: 'znak', few: 'znaki', many: 'znaków' };
const ITEMS = { one: 'element', few: 'elementy', many: 'elementów' };

function bound(issue: { origin: string; minimum?: number | bigint; maximum?: number | bigint }) {
  const n = issue.minimum ?? issue.maximum ?? 0;
  if (issue.origin === 'string') return countPl(n, CHARS);
  if (issue.origin === 'array' || issue.origin === 'set') return countPl(n, ITEMS);
  return String(n);
}

const FORMATS: Record<string, string> = {
  url: 'to nie jest adres internetowy: wpisz pełny adres zaczynający się od https://',
  email: 'to nie jest adres e-mail (np. kontakt@example.pl)',
  regex: 'ma niedozwoloną postać',
};

/** The Polish message for one zod issue, or undefined for zod's own. */
export const polishError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'brak tego pola: jest wymagane';
      return `oczekiwano ${EXPECTED[issue.expected] ?? issue.expected}, a jest ${found(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'nie może być puste';
      return `za mało: co najmniej ${bound(issue)}`;
    case 'too_big':
      return `za dużo: najwyżej ${bound(issue)}`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? `ma niedozwoloną postać (${issue.format})`;
    case 'invalid_value':
      return `dozwolone wartości: ${issue.values.map((v) => `„${String(v)}”`).join(', ')}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'nieznane pole' : 'nieznane pola'}: ${issue.keys
        .map((k) => `„${k}”`)
        .join(', ')} – usuń je albo popraw nazwę`;
    case 'invalid_union':
      return 'nie pasuje do żadnej z dozwolonych postaci tego pola';
    default:
      return undefined;
  }
};

// Every parse of the content schema, wherever it runs (the loader, the build,
// the tests, the gate), speaks Polish.
z.config({ customError: polishError });
