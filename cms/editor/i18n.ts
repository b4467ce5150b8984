import type { EditorField } from './field-types';

/**
 * The editor's two languages (docs/english.md): Sveltia's i18n, one file per
 * language beside each other (`slubna.json`, `slubna.en.json`), the Polish
 * one where it always was. At a desk both stand side by side; on a phone one
 * at a time. Sveltia's one-click translation (DeepL, Google) asks the studio
 * for its own key and keeps it in the browser: no key is ever in this
 * repository or in this configuration.
 */
export const EDITOR_I18N = {
  structure: 'multiple_files',
  locales: ['pl', 'en'],
  default_locale: 'pl',
  omit_default_locale_from_file_path: true,
} as const;

/**
 * The fields as Sveltia's i18n wants them, from the schema's marks
 * (FieldMeta.i18n, which editorField copies): inside a translated field every
 * field is translated too; inside a list of the same items in both languages
 * (photos, films), and inside a group with translated fields, the rest is
 * copied from the Polish ('duplicate'). A
 * translated field is required in Polish only, so a missing English text
 * never stops a Polish save: the page simply has no English version until it
 * is complete (content/translation.ts).
 */
export function withLanguages(
  fields: readonly EditorField[],
  inherited?: EditorField['i18n'],
): EditorField[] {
  return fields.map((field) => {
    // A group the schema leaves unmarked but with translated fields inside (a
    // service's menu: its name and slogan translated, its order not) is shown
    // on the English side too, its other fields copied from the Polish: Sveltia
    // hides an unmarked group there, and the English inside it with it.
    const own =
      field.widget === 'object' && field.fields && hasTranslatable(field.fields)
        ? ('duplicate' as const)
        : undefined;
    const i18n = field.i18n ?? inherited ?? own;
    const children = (list: readonly EditorField[] | undefined) =>
      list && withLanguages(list, i18n);
    const required =
      i18n === true && field.required !== false ? { required: [EDITOR_I18N.default_locale] } : {};
    return {
      ...field,
      ...(i18n ? { i18n } : {}),
      ...required,
      ...(field.fields ? { fields: children(field.fields) } : {}),
      ...(field.types ? { types: children(field.types) } : {}),
      ...(field.field ? { field: withLanguages([field.field], i18n)[0] } : {}),
    };
  });
}

/** Whether any field has its own English text: a file without one has no English version. */
export function hasTranslatable(fields: readonly EditorField[]): boolean {
  return fields.some(
    (f) =>
      f.i18n === true ||
      hasTranslatable([...(f.fields ?? []), ...(f.types ?? []), ...(f.field ? [f.field] : [])]),
  );
}
