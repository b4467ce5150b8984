import { typeset } from '@/lib/typography';

import { type EditorField, type FieldLibraries, type JsonSchema } from './field-types';
import { FORMAT_MESSAGE } from './text-pattern';

/** What every field has, whatever its widget (cms/editor/fields.ts, editorField). */
export interface FieldBase {
  readonly name: string;
  readonly label: string;
  /** The schema's description, typeset. */
  readonly hint: string;
  readonly required?: false;
}

/**
 * The editor's field of a media file (a text property the schema marks
 * `widget: 'image'` or `'file'`, content/schema/media.ts): the repository's
 * library, or, for a film master when the build is given the films' bucket,
 * the widget that uploads there.
 */
export function mediaField(
  base: FieldBase,
  schema: JsonSchema,
  widget: 'image' | 'file',
  libraries: FieldLibraries,
): EditorField {
  // A media file: the library (uploads land in public/media/photos), or
  // a full https:// address typed in. Sveltia tests a media field's
  // pattern on its value ('/media/photos/01.jpg', an address), but on
  // the file's name while an upload is not yet saved: either passes.
  const fileRule: EditorField['pattern'] =
    schema.fileName && schema.pattern
      ? [`(?:${schema.fileName})|(?:${schema.pattern})`, schema.patternMessage ?? FORMAT_MESSAGE]
      : undefined;
  // A film's master goes to the bucket, never into Git: when the build
  // is given one, the field is the film widget, which uploads there
  // and writes the master's address.
  const own = schema.library ? libraries[schema.library] : undefined;
  if (own) {
    return {
      ...base,
      // The upload widget's own words, where the schema gives them.
      hint:
        schema.libraryDescription === undefined ? base.hint : typeset(schema.libraryDescription),
      ...(fileRule ? { pattern: fileRule } : {}),
      ...own,
    };
  }
  return {
    ...base,
    ...(fileRule ? { pattern: fileRule } : {}),
    widget,
    choose_url: true,
  };
}
