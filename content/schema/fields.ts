import './polish-errors';

import { z } from 'zod';

/**
 * The building blocks of every data file's schema. Each field carries its
 * editor metadata (zod's .meta, which z.toJSONSchema copies into the JSON
 * Schema): `title` is the Polish label the studio sees in the editor,
 * `description` the Polish hint under it, and `widget` the kind of input:
 *
 * - 'string' one line, 'text' a paragraph, 'number', 'select' (an enum),
 *   'list' and 'object';
 * - 'image' a picture file (public/media/…), 'file' a video file;
 * - 'photo' and 'video': a photo or video entry, the objects below
 *   ({ src, alt } and { src, alt }, a service's film also an optional poster);
 *
 * and `library` names where a media field's files live when not in the
 * repository ('film-masters': the films' bucket, cms/editor-config.ts).
 *
 * This file holds the text, list and group fields every schema is made of;
 * the media fields (photos, films, logos) are in ./media.ts and a section's
 * blocks in ./blocks.ts, each built from these.
 */
export interface FieldMeta {
  readonly title: string;
  readonly description: string;
  readonly widget?: string;
  /**
   * A list item's title as the object of „Dodaj”, where it differs from the
   * title: „Dodaj sekcję”, not „Dodaj sekcja” (cms/editor-config.ts).
   */
  readonly accusative?: string;
  /**
   * The English version (docs/english.md): 'translate', the field has its own
   * English text (a list so marked is translated whole: its items, their number
   * and order); 'duplicate', a list whose items are the Polish ones, each with
   * its own translated fields (photos: the same files, English alt texts).
   * Unmarked fields are the Polish ones on both sites (files, numbers, order).
   */
  readonly i18n?: 'translate' | 'duplicate';
  /**
   * A name (a place, a person): its English may be the Polish as it is, even
   * of three words or more, which elsewhere marks a text left untranslated
   * (content/translation.ts).
   */
  readonly name?: true;
  /**
   * What the editor says when the text breaks the field's format, as a
   * sentence that says what to do; a text field's own `message` by default.
   */
  readonly patternMessage?: string;
}

/** Text that is not blank (a space alone is no text). */
const NOT_BLANK = /\S/;

export interface StringOptions {
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  /** The refusal of a text the pattern does not match: a sentence saying what to do. */
  readonly message?: string;
}

/**
 * Unicode's bidirectional controls (embeddings, overrides, isolates): invisible,
 * they reorder the text around them, so a name or a sentence can show other
 * words than it holds ("Trojan Source", CVE-2021-42574). Polish text never
 * needs them; a paste from elsewhere may carry one.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** The refusal of a bidi control, in the studio's words, with the code point. */
export function bidiControlMessage(value: string): string | undefined {
  const found = BIDI_CONTROL.exec(value)?.[0];
  if (found === undefined) return undefined;
  const code = found.codePointAt(0)?.toString(16).toUpperCase() ?? '';
  return `niewidoczny znak zmiany kierunku tekstu (U+${code}) – usuń go (często przychodzi z wklejonym tekstem)`;
}

/**
 * A text field of the given widget; every other text field (./media.ts too)
 * is one of these, so none of them lets a bidi control through.
 */
export function string(widget: string, meta: FieldMeta, options: StringOptions = {}) {
  let schema = z.string().regex(options.pattern ?? NOT_BLANK, {
    error: options.message ?? 'nie może być puste',
  });
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  return schema
    .superRefine((value, ctx) => {
      const message = bidiControlMessage(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ widget, ...(options.message ? { patternMessage: options.message } : {}), ...meta });
}

/** One line of copy: a label, a title, a headline. */
export const line = (meta: FieldMeta, options?: StringOptions) => string('string', meta, options);

/** A paragraph of copy. */
export const text = (meta: FieldMeta, options?: StringOptions) => string('text', meta, options);

/** A date written YYYY-MM-DD, as schema.org and the sitemaps take it. */
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** A day, written RRRR-MM-DD (a film's upload date, a realization's date). */
export const isoDate = (meta: FieldMeta) =>
  line(meta, { pattern: ISO_DATE, message: 'Wpisz datę w postaci RRRR-MM-DD, np. 2026-11-24.' });

/** A list with its own label and hint; `min`/`max` bound the number of items. */
export function list<T extends z.ZodType>(
  item: T,
  meta: FieldMeta,
  bounds: { min?: number; max?: number } = {},
) {
  let schema = z.array(item);
  if (bounds.min !== undefined) schema = schema.min(bounds.min);
  if (bounds.max !== undefined) schema = schema.max(bounds.max);
  return schema.meta({ widget: 'list', ...meta });
}

/** A group of fields; unknown keys (a misspelt field name) are an error. */
export function group<S extends z.core.$ZodLooseShape>(shape: S, meta: FieldMeta) {
  return z.strictObject(shape).meta({ widget: 'object', ...meta });
}

/** A field, or a list translated whole, with its own English text (FieldMeta.i18n). */
export const translated = <T extends z.ZodType>(schema: T): T =>
  schema.meta({ i18n: 'translate' }) as T;

/** A list whose items are the same on both sites, each with its translated fields (FieldMeta.i18n). */
export const sameItems = <T extends z.ZodType>(schema: T): T =>
  schema.meta({ i18n: 'duplicate' }) as T;
