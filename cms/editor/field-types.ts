import { z } from 'zod';

// The two shapes on either side of cms/editor/fields.ts: the JSON Schema it
// reads (z.toJSONSchema of a data file kind, with the schema's .meta) and the
// editor field it writes (Decap's configuration format, which Sveltia reads).

/** The parts of a JSON Schema (as z.toJSONSchema writes it) that the editor uses. */
export interface JsonSchema {
  readonly type?: string;
  readonly widget?: string;
  readonly title?: string;
  /** A list item's title as the object of „Dodaj” (content/schema/fields.ts, FieldMeta). */
  readonly accusative?: string;
  readonly i18n?: 'translate' | 'duplicate';
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  /** A list item of several kinds (a zod discriminated union): one object per kind. */
  readonly oneOf?: readonly JsonSchema[];
  /** The kind's name in its discriminator property (`type`). */
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  /** The editor's message for a text that breaks `pattern` (content/schema/fields.ts, FieldMeta). */
  readonly patternMessage?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  /** A media file's name rule, for an upload not yet saved (content/schema/fields.ts, FieldMeta). */
  readonly fileName?: string;
  /** A media field's kind of file, in the studio's words (content/schema/media.ts, mediaPath). */
  readonly fileHint?: string;
  /** A media field whose files live elsewhere than the repository ('film-masters'). */
  readonly library?: string;
  /** The hint of such a field when its files do live elsewhere (the upload widget's words). */
  readonly libraryDescription?: string;
}

export interface EditorField {
  readonly name: string;
  readonly label: string;
  /** Every field's Polish hint; a kind of list item has none of its own. */
  readonly hint?: string;
  readonly widget: string;
  /** false: optional; ['pl']: required in Polish only (an English field, cms/editor/i18n.ts). */
  readonly required?: false | readonly string[];
  /** Sveltia's i18n: true, its own English text; 'duplicate', the Polish value in both. */
  readonly i18n?: true | 'duplicate';
  readonly pattern?: readonly [string, string];
  readonly fields?: readonly EditorField[];
  readonly field?: EditorField;
  /** A list of several kinds of item (variable types): the kinds, by `typeKey`. */
  readonly types?: readonly EditorField[];
  readonly typeKey?: string;
  readonly min?: number;
  readonly max?: number;
  readonly value_type?: 'int';
  /** A select of several choices at once (a realization's services). */
  readonly multiple?: boolean;
  /** A select's choices: values, or values with the label the studio reads. */
  readonly options?: readonly (string | { readonly label: string; readonly value: string })[];
  readonly summary?: string;
  readonly label_singular?: string;
  readonly collapsed?: boolean;
  readonly choose_url?: boolean;
  /** Which files the picker offers (the HTML accept attribute). */
  readonly accept?: string;
  /** The film master widget's upload API (cms/admin/film-field.ts), e.g. '/oauth/films'. */
  readonly films_api?: string;
}

/**
 * Media fields whose files live outside the repository, by the schema's
 * `library` (content/schema/fields.ts, FieldMeta): the widget that puts them there and
 * its options. For 'film-masters' the film widget (cms/admin/film-field.ts),
 * which uploads to the films' bucket through the sign-in service
 * (scripts/build/films/bucket-settings.mjs, uploadsMasters).
 */
export type FieldLibraries = Readonly<
  Record<string, { readonly widget: string; readonly films_api: string }>
>;

/** The JSON Schema of one data file kind, with the editor's metadata. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema) as JsonSchema;
}
