import 'server-only';

import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

import { ContentError, displayPath, fieldPath, formatIssues } from './load';
import { englishFile } from './locale';
import { numbersIn } from './numbers';

/**
 * The English version of a data file (docs/english.md): its English file
 * (`<name>.en.json`, written by the editor's i18n) holds only the fields the
 * schema marks translatable (FieldMeta.i18n); everything else (photos' files,
 * films, order, links) is the Polish file's. The two are merged, and the
 * result is checked against the same schema as the Polish file.
 *
 * An English version is complete when its file exists, every translatable
 * field has its English text, no text of three words or more is the Polish
 * one left untranslated, it has no more bracketed placeholders („[…]”) than
 * the Polish file (brackets that mirror the Polish file's unfinished facts,
 * which stop the launch anyway, are allowed), it states no number the Polish
 * file does not (content/numbers.ts: a promise made to the English reader
 * alone), and the merge passes the schema.
 * An incomplete one is never published: `problems` says why, in Polish, for
 * the launch check's list of pages without English.
 */
export interface Translation<T> {
  readonly file: string;
  /** The merged English data, when complete. */
  readonly data?: T;
  /** What is missing or unfinished, one line each ('plik: pole: co'); empty when complete. */
  readonly problems: readonly string[];
}

interface Node {
  readonly type?: string;
  readonly i18n?: 'translate' | 'duplicate';
  /** A name: its English may be the Polish (FieldMeta.name). */
  readonly name?: true;
  readonly properties?: Record<string, Node>;
  readonly items?: Node;
  readonly anyOf?: readonly Node[];
}

const jsonSchemas = new WeakMap<z.ZodType, Node>();
function jsonSchema(schema: z.ZodType): Node {
  let node = jsonSchemas.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema) as Node;
    jsonSchemas.set(schema, node);
  }
  return node;
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** Every string below `value`, with its path. */
function stringsAt(value: unknown, keys: PropertyKey[]): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path: fieldPath(keys), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsAt(item, [...keys, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsAt(item, [...keys, key]));
  return [];
}

/**
 * A number the English text states and the Polish file nowhere does (content/numbers.ts):
 * a duration, a delivery time or a count promised to the English reader alone.
 */
function englishOnlyNumbers({ polish: texts, texts: english }: Found): string[] {
  // A placeholder's example („[publication date, e.g. 24 November 2026]”) promises nothing.
  const told = (text: string) => text.replace(BRACKET, ' ');
  const polish = new Set(texts.flatMap((text) => [...numbersIn(told(text), 'pl')]));
  return english.flatMap(({ path, text }) =>
    [...numbersIn(told(text), 'en')]
      .filter((n) => !polish.has(n))
      .map(
        (n) =>
          `${path}: liczba ${n} jest tylko w wersji angielskiej – napisz to samo po polsku albo usuń ją z tekstu angielskiego`,
      ),
  );
}

const BRACKET = /\[[^\]]*\]/g;
const bracketCount = (value: unknown) =>
  strings(value).reduce((n, s) => n + (s.match(BRACKET)?.length ?? 0), 0);

/** Text that says something (three words or more), not a name ('Światłocień', 'Case Study'). */
const isSentence = (s: string) => s.trim().split(/\s+/).length >= 3;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

interface Found {
  /** Translatable fields without their English text. */
  readonly missing: string[];
  /** Translatable texts left in Polish. */
  readonly untranslated: string[];
  /** Every English text of a translatable field, by its path. */
  readonly texts: { readonly path: string; readonly text: string }[];
  /** Every Polish text of a translatable field (not the files' names, dates, links). */
  readonly polish: string[];
}

/**
 * The Polish value with the English text of every translatable field below
 * `node`; `missing` collects the paths of those without one.
 */
function merge(
  node: Node | undefined,
  pl: unknown,
  en: unknown,
  keys: PropertyKey[],
  found: Found,
): unknown {
  if (!node) return pl;
  const variants = node.anyOf?.filter((v) => v.type !== 'null');
  if (variants?.length === 1) return merge(variants[0], pl, en, keys, found);
  if (node.i18n === 'translate') {
    found.polish.push(...strings(pl));
    if (isEmpty(en)) {
      if (!isEmpty(pl)) found.missing.push(fieldPath(keys));
      return pl;
    }
    if (!node.name && JSON.stringify(en) === JSON.stringify(pl) && strings(pl).some(isSentence)) {
      found.untranslated.push(fieldPath(keys));
    }
    found.texts.push(...stringsAt(en, keys));
    return en;
  }
  if (Array.isArray(pl)) {
    if (node.i18n !== 'duplicate') return pl;
    const items = Array.isArray(en) ? (en as unknown[]) : [];
    return pl.map((item, i) => {
      // The same item: by its file where it has one (photos, films), else by place.
      const src = (item as { src?: unknown } | null)?.src;
      const match =
        src === undefined
          ? items[i]
          : (items.find((e) => (e as { src?: unknown } | null)?.src === src) ?? undefined);
      return merge(node.items, item, match, [...keys, i], found);
    });
  }
  if (pl && typeof pl === 'object' && node.properties) {
    const enObject = en && typeof en === 'object' ? (en as Record<string, unknown>) : {};
    // An optional translated field the Polish leaves out may be the English file's own
    // (a service's full name, where the one made from the menu label reads wrong).
    const englishOnly = Object.keys(enObject).filter(
      (key) => !(key in pl) && node.properties?.[key]?.i18n === 'translate',
    );
    return Object.fromEntries(
      [...Object.keys(pl), ...englishOnly].map((key) => [
        key,
        merge(
          node.properties?.[key],
          (pl as Record<string, unknown>)[key],
          enObject[key],
          [...keys, key],
          found,
        ),
      ]),
    );
  }
  return pl;
}

/** The data of a complete English version; asked of an incomplete one, an error naming why. */
export function translationData<T>(translation: Translation<T>): T {
  if (translation.data) return translation.data;
  throw new ContentError(
    `Strona po angielsku bez pełnego tłumaczenia:\n${translation.problems.join('\n')}`,
  );
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The English version of the Polish data file `file` (already checked by the
 * loader): `extra` checks what the merge must also satisfy (lines of
 * problems, e.g. a service's English address).
 */
export function readTranslation<S extends z.ZodType>(
  file: string,
  schema: S,
  extra?: (data: z.output<S>) => string[],
): Translation<z.output<S>> {
  const enFile = englishFile(file);
  const where = displayPath(enFile);
  if (!existsSync(enFile)) return { file: where, problems: [`${where}: brak wersji angielskiej`] };
  let en: unknown;
  try {
    en = readJson(enFile);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { file: where, problems: [`${where}: to nie jest poprawny JSON: ${reason}`] };
  }
  const pl = readJson(file);
  const found: Found = { missing: [], untranslated: [], texts: [], polish: [] };
  const merged = merge(jsonSchema(schema), pl, en, [], found);
  const problems = [
    ...found.missing.map((p) => `${where}: ${p}: brak tłumaczenia`),
    ...found.untranslated.map((p) => `${where}: ${p}: tekst taki sam jak po polsku`),
    ...englishOnlyNumbers(found).map((p) => `${where}: ${p}`),
  ];
  if (bracketCount(merged) > bracketCount(pl)) {
    problems.push(
      `${where}: wersja angielska ma więcej miejsc do uzupełnienia w nawiasach kwadratowych […] niż polska – wpisz w nich prawdziwe dane`,
    );
  }
  const result = schema.safeParse(merged);
  if (!result.success) problems.push(...formatIssues(enFile, result.error).split('\n'));
  if (problems.length > 0) return { file: where, problems };
  const data = result.data as z.output<S>;
  const more = extra?.(data).map((p) => `${where}: ${p}`) ?? [];
  return more.length > 0 ? { file: where, problems: more } : { file: where, data, problems };
}
