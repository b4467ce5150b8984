import 'server-only';

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

import { isTranslationFile, type Locale } from './locale';
import { headerSize } from './media/image-header';
import manifest from './media/image-variants.json' with { type: 'json' };
import { countPl } from './polish-plural.mjs';

/**
 * Reads the data files when a page is rendered (server code, tests and
 * scripts only: `server-only` stops a client island from importing this, so
 * islands get their data as props) and validates each against its schema.
 * The content modules read through React's `cache`: once per render, and
 * again at the next one, so an editor's save shows at the next page load
 * under `next dev`. A file that breaks the schema stops the build and `npm run check`
 * with one line per problem: `file: field path: what is wrong`.
 */

/** The content folder: ./content, or CONTENT_DIR (the fixture tests point it elsewhere). */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
}

export class ContentError extends Error {
  override name = 'ContentError';
}

/** The file as the messages name it: relative to the repository when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative.split(path.sep).join('/');
}

/** 'sections[2].points[0]' for ['sections', 2, 'points', 0]. */
export function fieldPath(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
}

/** One line per issue: 'content/services/film/x.json: sections[2].points[0]: oczekiwano tekstu, a jest liczba'. */
export function formatIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = fieldPath(issue.path) || '(cały plik)';
      const message = issue.message.replace(/^Invalid input: /, '');
      return `${displayPath(file)}: ${where}: ${message}`;
    })
    .join('\n');
}

/** A data file, parsed and validated: its typed data, or a ContentError naming what is wrong. */
export function readDataFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(`${displayPath(file)}: to nie jest poprawny JSON: ${reason}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ContentError(`Błędy w treści:\n${formatIssues(file, result.error)}`);
  }
  return result.data;
}

/**
 * The Polish .json files of a folder, by name (not their English versions,
 * `<name>.en.json`: content/translation.ts reads those); none when the folder
 * does not exist.
 */
export function dataFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !isTranslationFile(name))
    .sort()
    .map((name) => path.join(dir, name));
}

// {name}, or {name|form|form…}: the word for the number in `name`, in the
// page's language ({services.count|rodzaj|rodzaje|rodzajów}: „6 rodzajów”).
const PLACEHOLDER = /\{([A-Za-z.]+)(?:\|([^{}|]+(?:\|[^{}|]+)+))?\}/g;

/** The plural categories of whole numbers, in the order a placeholder lists its forms. */
const PLURAL_FORMS: Readonly<Record<Locale, readonly Intl.LDMLPluralRule[]>> = {
  pl: ['one', 'few', 'many'],
  en: ['one', 'other'],
};

/** The form of `forms` (one per category of PLURAL_FORMS) that agrees with `value`, or why none does. */
function agreeing(value: string, forms: string[], locale: Locale): string | Error {
  const categories = PLURAL_FORMS[locale];
  const n = Number(value);
  if (!Number.isInteger(n))
    return new Error(`„${value}” to nie liczba, więc słowo nie ma z czym się zgadzać`);
  if (forms.length !== categories.length) {
    const given = countPl(forms.length, { one: 'formę', few: 'formy', many: 'form' });
    return new Error(
      locale === 'pl'
        ? `wpisz trzy formy słowa: dla 1, dla 2 i dla 5 (np. {services.count|rodzaj|rodzaje|rodzajów}), a są ${given}`
        : `w wersji angielskiej wpisz dwie formy słowa: dla 1 i dla większej liczby (np. {services.count|kind|kinds}), a są ${given}`,
    );
  }
  const category = new Intl.PluralRules(locale).select(n);
  return forms[categories.indexOf(category)] ?? forms.at(-1) ?? '';
}

/**
 * Every string of `data` with its {placeholders} filled from `values`, and
 * each {name|forms} with the form that agrees with that number; an unknown
 * placeholder is an error naming the file and field.
 */
export function fillPlaceholders<T>(
  data: T,
  values: Record<string, string>,
  file: string,
  locale: Locale = 'pl',
): T {
  const fail = (keys: PropertyKey[], what: string) =>
    new ContentError(`Błędy w treści:\n${displayPath(file)}: ${fieldPath(keys)}: ${what}`);
  const walk = (node: unknown, keys: PropertyKey[]): unknown => {
    if (typeof node === 'string') {
      return node.replace(PLACEHOLDER, (token: string, name: string, forms?: string) => {
        const value = values[name];
        if (value === undefined) {
          throw fail(
            keys,
            `nieznane pole zastępcze ${token} (znane: ${Object.keys(values)
              .map((k) => `{${k}}`)
              .join(', ')})`,
          );
        }
        if (forms === undefined) return value;
        const form = agreeing(
          value,
          forms.split('|').map((f) => f.trim()),
          locale,
        );
        if (form instanceof Error) throw fail(keys, `${token}: ${form.message}`);
        return form;
      });
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...keys, i]));
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [key, walk(value, [...keys, key])]),
      );
    }
    return node;
  };
  return walk(data, []) as T;
}

const variants: Readonly<Record<string, { width: number; height: number } | undefined>> = manifest;

/** The public folder: ./public, or PUBLIC_DIR (the new-photo test points it elsewhere). */
export function publicDir(): string {
  return process.env.PUBLIC_DIR ?? path.join(process.cwd(), 'public');
}

/**
 * The intrinsic size of a local image: from the variants manifest (JPEGs,
 * written by scripts/build/images/build-variants.mjs at every build), else from the
 * file's header (`image-size`): an SVG logo, or a photo the manifest does not
 * list yet (uploaded in the editor since the last build). Undefined for
 * absolute URLs and missing files.
 */
export function imageSize(url: string): { width: number; height: number } | undefined {
  const known = variants[url];
  if (known) return { width: known.width, height: known.height };
  if (!url.startsWith('/')) return undefined;
  const file = path.join(publicDir(), decodeURI(url));
  if (!existsSync(file)) return undefined;
  return headerSize(readFileSync(file));
}
