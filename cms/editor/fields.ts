import { typeset } from '@/lib/typography';

import { type EditorField, type FieldLibraries, type JsonSchema } from './field-types';
import { mediaField } from './media-field';
import { serviceOptions } from './service-options';
import { combinedPattern } from './text-pattern';

/**
 * The editor's fields, one per property of the content schema: every field's
 * Polish label and hint come from the schema's
 * `.meta({ title, description, widget })`, and every rule the editor can check
 * (required, text length, pattern, number of list items, whole numbers) is
 * carried over, so the editor refuses what the build would refuse. The
 * collections around them: cms/editor-config.ts.
 * The shapes it reads and writes: ./field-types.ts; a text field's pattern:
 * ./text-pattern.ts; a media field: ./media-field.ts.
 */

/** A list item's one-line summary in the editor: the first text field of the item. */
function itemSummary(item: JsonSchema): string | undefined {
  const props = item.properties ?? {};
  for (const key of ['title', 'label', 'alt', 'name', 'purpose', 'question', 'fact']) {
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
    ...(schema.i18n === 'translate' ? { i18n: true as const } : {}),
    ...(schema.i18n === 'duplicate' ? { i18n: 'duplicate' as const } : {}),
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
      // A choice of several services (a realization's): one select, not a list of selects.
      if (item.widget === 'service') {
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: serviceOptions(),
          ...(schema.minItems !== undefined && required ? { min: schema.minItems } : {}),
          ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        };
      }
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
      if (schema.widget === 'service')
        return { ...base, widget: 'select', options: serviceOptions() };
      if (schema.widget === 'image' || schema.widget === 'file') {
        return mediaField(base, schema, schema.widget, libraries);
      }
      return { ...base, ...withPattern, widget: schema.widget === 'text' ? 'text' : 'string' };
    default:
      throw new Error(`${where}: no editor widget for JSON Schema type ${String(schema.type)}`);
  }
}
