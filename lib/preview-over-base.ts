import { isRecord } from './preview-entry';

/**
 * An entry's English side over its Polish one, as the preview draws it: the
 * editor keeps only the translated fields in the English file (docs/english.md),
 * so each field missing or blank there is the Polish one; lists item by item,
 * as long as the English list. Lenient like the rest of the preview: the
 * launch check, not the preview, says what is left untranslated.
 */
export function overBase(base: unknown, translated: unknown): unknown {
  if (Array.isArray(translated) && translated.length > 0) {
    const items = Array.isArray(base) ? base : [];
    return translated.map((item: unknown, i) => overBase(items[i], item));
  }
  if (isRecord(translated)) {
    const from = isRecord(base) ? base : {};
    const keys = new Set([...Object.keys(from), ...Object.keys(translated)]);
    return Object.fromEntries([...keys].map((key) => [key, overBase(from[key], translated[key])]));
  }
  const blank =
    translated === undefined ||
    translated === null ||
    (typeof translated === 'string' && translated.trim() === '') ||
    Array.isArray(translated);
  return blank ? base : translated;
}
