import { describe, expect, it } from 'vitest';

import { editorConfig } from '../editor-config';
import type { EditorField } from './field-types';
import { withLanguages } from './i18n';

const field = (name: string, more: Partial<EditorField> = {}) =>
  ({ name, label: name, widget: 'string', ...more }) as EditorField;

/** Every field's path, with what Sveltia needs to show it on the English side. */
function reachable(
  fields: readonly EditorField[],
  path = '',
  shown = true,
): { path: string; i18n: EditorField['i18n']; shown: boolean }[] {
  return fields.flatMap((f) => {
    const here = `${path}${f.name}`;
    const visible = shown && f.i18n !== undefined;
    const kids = [...(f.fields ?? []), ...(f.types ?? []), ...(f.field ? [f.field] : [])];
    return [{ path: here, i18n: f.i18n, shown: visible }, ...reachable(kids, `${here}.`, visible)];
  });
}

describe('the editor’s two languages', () => {
  it('shows a group with translated fields on the English side, its other fields copied', () => {
    const [menu] = withLanguages([
      field('menu', {
        widget: 'object',
        fields: [field('label', { i18n: true }), field('order', { widget: 'number' })],
      }),
    ]);
    expect(menu?.i18n).toBe('duplicate');
    expect(menu?.fields?.map((f) => [f.name, f.i18n, f.required])).toEqual([
      ['label', true, ['pl']],
      ['order', 'duplicate', undefined],
    ]);
    // A group with nothing to translate stays on the Polish side alone.
    expect(
      withLanguages([field('facts', { widget: 'object', fields: [field('x')] })])[0]?.i18n,
    ).toBeUndefined();
  });

  it('lets the studio reach every field with English text from the English side', () => {
    const config = editorConfig({
      repo: 'studio/strona',
      branch: 'main',
      siteUrl: 'https://www.swiatlocien.pl',
    });
    const fields = config.collections.flatMap((c): readonly EditorField[] =>
      'fields' in c ? c.fields : c.files.flatMap((f) => f.fields),
    );
    const hidden = reachable(fields).filter((f) => f.i18n === true && !f.shown);
    expect(hidden.map((f) => f.path)).toEqual([]);
  });
});
