// The launch check's fields as the editor names them: „Sekcje → 3. sekcja →
// Bloki treści → 2. blok (akapit) → Tekst”, not sections[2].blocks[1].text.
// The labels are the content schema's own (content/schema/, the editor's
// labels: cms/editor/fields.ts), so a renamed field is renamed here too.

/**
 * A field of the schema as the editor reads it (z.toJSONSchema with .meta).
 * @typedef {{ title?: string, properties?: Record<string, FieldSchema>, items?: FieldSchema, oneOf?: FieldSchema[], const?: unknown }} FieldSchema
 * A data file or folder of the editor: its path (a folder: every .json in it),
 * its name in the editor and its schema.
 * @typedef {{ path: string, label: string, folder: boolean, schema: FieldSchema }} EditorForm
 */

/**
 * The editor's forms, from the content schema (TypeScript, loaded as the
 * editor's config writer loads it).
 * @returns {Promise<EditorForm[]>}
 */
export async function editorForms() {
  const { importTs } = await import('../import-ts.mjs');
  /** @type {{ contentFiles: readonly { type: string, path: string, label: string, schema: unknown }[] }} */
  const { contentFiles } = await importTs('content/schema/index.ts');
  /** @type {{ jsonSchemaOf: (schema: unknown) => FieldSchema }} */
  const { jsonSchemaOf } = await importTs('cms/editor/field-types.ts');
  return contentFiles.map((f) => ({
    path: f.path,
    label: f.label,
    folder: f.type === 'folder',
    schema: jsonSchemaOf(f.schema),
  }));
}

/** The form of a data file (relative to the repository), if the editor has one. */
export function formOf(/** @type {readonly EditorForm[]} */ forms, /** @type {string} */ file) {
  return forms.find((f) =>
    f.folder
      ? file.startsWith(`${f.path}/`) && !file.slice(f.path.length + 1).includes('/')
      : f.path === file,
  );
}

/** „Sekcja” within a path: „3. sekcja”. */
const lower = (/** @type {string} */ s) => s.charAt(0).toLocaleLowerCase('pl') + s.slice(1);

/**
 * ['sections', 2, 'blocks', 1, 'text'] for 'sections[2].blocks[1].text'.
 * @param {string} path
 * @returns {(string | number)[]}
 */
export function keysOf(path) {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? String(key) : Number(index),
  );
}

/**
 * The field at `keys` as the editor labels it, the list items counted from 1
 * and named by their kind; a key the schema does not know keeps its name.
 * @param {FieldSchema | undefined} schema the file's
 * @param {readonly (string | number)[]} keys
 * @param {unknown} data the file's data, for the kind of a block
 */
export function fieldLabel(schema, keys, data) {
  /** @type {string[]} */
  const parts = [];
  let node = schema;
  /** @type {unknown} */
  let value = data;
  for (const key of keys) {
    value = value && typeof value === 'object' ? /** @type {any} */ (value)[key] : undefined;
    if (typeof key === 'number') {
      let item = node?.items;
      let name = lower(item?.title ?? 'pozycja');
      const kind = value && typeof value === 'object' ? /** @type {any} */ (value).type : undefined;
      const variant = item?.oneOf?.find((v) => v.properties?.type?.const === kind);
      if (variant?.title) name = `${name} (${lower(variant.title)})`;
      parts.push(`${key + 1}. ${name}`);
      node = variant ?? item;
    } else {
      node = node?.properties?.[key];
      parts.push(node?.title ?? key);
    }
  }
  return parts.join(' → ');
}

/**
 * The entry the studio opens for a data file: „Polityka prywatności”, a
 * service under its menu name („Usługi: Filmy → Eventowe”).
 * @param {EditorForm | undefined} form
 * @param {string} file
 * @param {unknown} data
 */
export function entryName(form, file, data) {
  if (!form) return file;
  if (!form.folder) return form.label;
  // A service by its menu name, a realization by its title.
  const label = /** @type {any} */ (data)?.menu?.label ?? /** @type {any} */ (data)?.title;
  const name = typeof label === 'string' && label.trim() ? label : file.split('/').pop();
  return `${form.label} → ${name}`;
}
