import 'server-only';

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

import { isTranslationFile } from './locale';
import { headerSize } from './media/image-header';
import manifest from './media/image-variants.json' with { type: 'json' };

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

const PLACEHOLDER = /\{([A-Za-z.]+)\}/g;

/**
 * Every string of `data` with its {placeholders} filled from `values`; an
 * unknown placeholder is an error naming the file and field.
 */
export function fillPlaceholders<T>(data: T, values: Record<string, string>, file: string): T {
  const walk = (node: unknown, keys: PropertyKey[]): unknown => {
    if (typeof node === 'string') {
      return node.replace(PLACEHOLDER, (token: string, name: string) => {
        const value = values[name];
        if (value !== undefined) return value;
        throw new ContentError(
          `Błędy w treści:\n${displayPath(file)}: ${fieldPath(keys)}: nieznane pole zastępcze ${token} (znane: ${Object.keys(
            values,
          )
            .map((k) => `{${k}}`)
            .join(', ')})`,
        );
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
