import { z } from 'zod';

import { typeset } from '@/lib/typography';

/**
 * The editor's fields, one per property of the content schema: every field's
 * Polish label and hint come from the schema's
 * `.meta({ title, description, widget })`, and every rule the editor can check
 * (required, text length, pattern, number of list items, whole numbers) is
 * carried over, so the editor refuses what the build would refuse. The
 * collections around them: cms/editor-config.ts.
 */

/** The parts of a JSON Schema (as z.toJSONSchema writes it) that the editor uses. */
export interface JsonSchema {
  readonly type?: string;
  readonly widget?: string;
  readonly title?: string;
  /** A list item's title as the object of „Dodaj” (content/schema/fields.ts). */
  readonly accusative?: string;
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
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  /** A media file's name rule, for an upload not yet saved (content/schema/fields.ts). */
  readonly fileName?: string;
  /** A media field's kind of file, in the studio's words (content/schema/fields.ts, mediaPath). */
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
  readonly required?: false;
  readonly pattern?: readonly [string, string];
  readonly fields?: readonly EditorField[];
  readonly field?: EditorField;
  /** A list of several kinds of item (variable types): the kinds, by `typeKey`. */
  readonly types?: readonly EditorField[];
  readonly typeKey?: string;
  readonly min?: number;
  readonly max?: number;
  readonly value_type?: 'int';
  readonly options?: readonly string[];
  readonly summary?: string;
  readonly label_singular?: string;
  readonly collapsed?: boolean;
  readonly choose_url?: boolean;
  /** Which files the picker offers (the HTML accept attribute). */
  readonly accept?: string;
  /** The film master widget's upload API (cms/admin/film-field.js), e.g. '/oauth/films'. */
  readonly films_api?: string;
}

/**
 * Media fields whose files live outside the repository, by the schema's
 * `library` (content/schema/fields.ts): the widget that puts them there and
 * its options. For 'film-masters' the film widget (cms/admin/film-field.js),
 * which uploads to the films' bucket through the sign-in service
 * (scripts/build/films/bucket-settings.mjs, uploadsMasters).
 */
export type FieldLibraries = Readonly<
  Record<string, { readonly widget: string; readonly films_api: string }>
>;

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

/** A list item's one-line summary in the editor: the first text field of the item. */
function itemSummary(item: JsonSchema): string | undefined {
  const props = item.properties ?? {};
  for (const key of ['title', 'label', 'alt', 'name', 'purpose', 'question']) {
    if (props[key]?.type === 'string') return `{{fields.${key}}}`;
  }
  return undefined;
}

export function objectFields(
  schema: JsonSchema,
  where: string,
  libraries: FieldLibraries,
  skip?: string,
): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== skip)
    .map(([name, prop]) =>
      editorField(name, prop, required.has(name), `${where}.${name}`, libraries),
    );
}

/** The discriminator of a list of several kinds: the property every kind fixes to a constant. */
const TYPE_KEY = 'type';

/**
 * The kinds of a list of several kinds (`types`): one object field per
 * kind, named by its `type` constant, without the `type` field itself (the editor
 * writes it into every item, under `typeKey`).
 */
function variantTypes(
  variants: readonly JsonSchema[],
  where: string,
  libraries: FieldLibraries,
): EditorField[] {
  return variants.map((variant, i) => {
    const kind = variant.properties?.[TYPE_KEY]?.const;
    if (typeof kind !== 'string') {
      throw new Error(`${where}<${i}>: a kind of list item without a constant '${TYPE_KEY}'`);
    }
    if (!variant.title || !variant.description) {
      throw new Error(
        `${where}<${kind}>: the schema gives no Polish title and description (.meta)`,
      );
    }
    const fields = objectFields(variant, `${where}<${kind}>`, libraries, TYPE_KEY);
    // The collapsed item's line: its kind, then its text (a list has no one-line text).
    const first = fields[0]?.widget === 'list' ? undefined : fields[0]?.name;
    // A kind has no hint of its own in Sveltia: its fields carry theirs.
    return {
      name: kind,
      label: variant.title,
      widget: 'object',
      fields,
      ...(first ? { summary: `${variant.title}: {{fields.${first}}}` } : {}),
    };
  });
}

/** The editor's field of one property of the schema. */
export function editorField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  where = name,
  libraries: FieldLibraries = {},
): EditorField {
  if (!schema.title || !schema.description) {
    throw new Error(`${where}: the schema gives no Polish title and description (.meta)`);
  }
  const base = {
    name,
    label: schema.title,
    // Typeset as the site's text is: a hint wraps, and no „w” may end its line.
    hint: typeset(schema.description),
    ...(required ? {} : { required: false as const }),
  };
  const pattern = schema.type === 'string' ? combinedPattern(schema) : undefined;
  const withPattern = pattern ? { pattern } : {};
  switch (schema.type) {
    case 'object':
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: objectFields(schema, where, libraries),
      };
    case 'array': {
      const item = schema.items;
      if (!item) throw new Error(`${where}: a list without an item schema`);
      // The editor's add button reads „Dodaj {label_singular}”: the item in the
      // accusative where it differs („Dodaj sekcję”, „Dodaj kartę”), in lower
      // case within the sentence („Dodaj zdjęcie”, not „Dodaj Zdjęcie”).
      const title = item.accusative ?? item.title;
      const singular = title && title.charAt(0).toLocaleLowerCase('pl') + title.slice(1);
      const list = {
        ...base,
        ...(singular ? { label_singular: singular } : {}),
        // `min` would hold an optional list left empty too; an empty optional
        // list is left out of the file (output.omit_empty_optional_fields).
        ...(schema.minItems !== undefined && required ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        widget: 'list',
        // Open, so every field is in sight and found by its label.
        collapsed: false,
      };
      if (item.oneOf) {
        return {
          ...list,
          typeKey: TYPE_KEY,
          types: variantTypes(item.oneOf, `${where}[]`, libraries),
        };
      }
      if (item.type === 'object') {
        const summary = itemSummary(item);
        return {
          ...list,
          ...(summary ? { summary } : {}),
          fields: objectFields(item, `${where}[]`, libraries),
        };
      }
      return { ...list, field: editorField(name, item, true, `${where}[]`, libraries) };
    }
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        ...(schema.type === 'integer' ? { value_type: 'int' as const } : {}),
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'string':
      if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) };
      if (schema.widget === 'image' || schema.widget === 'file') {
        // A media file: the library (uploads land in public/media/photos), or
        // a full https:// address typed in. Sveltia tests a media field's
        // pattern on its value ('/media/photos/01.jpg', an address), but on
        // the file's name while an upload is not yet saved: either passes.
        const fileRule: EditorField['pattern'] =
          schema.fileName && schema.pattern
            ? [
                `(?:${schema.fileName})|(?:${schema.pattern})`,
                schema.fileHint ?? 'zapisz w formacie ze wskazówki pod polem',
              ]
            : undefined;
        // A film's master goes to the bucket, never into Git: when the build
        // is given one, the field is the film widget, which uploads there
        // and writes the master's address.
        const own = schema.library ? libraries[schema.library] : undefined;
        if (own) {
          return {
            ...base,
            hint: typeset(schema.libraryDescription ?? schema.description),
            ...(fileRule ? { pattern: fileRule } : {}),
            ...own,
          };
        }
        return {
          ...base,
          ...(fileRule ? { pattern: fileRule } : {}),
          widget: schema.widget,
          choose_url: true,
        };
      }
      return { ...base, ...withPattern, widget: schema.widget === 'text' ? 'text' : 'string' };
    default:
      throw new Error(`${where}: no editor widget for JSON Schema type ${String(schema.type)}`);
  }
}

/** The JSON Schema of one data file kind, with the editor's metadata. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema) as JsonSchema;
}
