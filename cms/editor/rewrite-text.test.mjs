// The editor's text that Sveltia builds in its code, rewritten in the bundle
// (cms/editor/rewrite-text.mjs): a list's heading „Zdjęcia (26)”, never „26 Zdjęcia”,
// and messages without invisible direction marks around their placeholders.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  lowerCaseOptionalObject,
  rewriteListHeading,
  withoutBidiIsolation,
} from './rewrite-text.mjs';
import { unpacked, vendorPackages } from './vendor.mjs';

/** The heading's template as Sveltia CMS 0.221 minifies it. */
const SVELTIA_0_221 =
  'U(ze,`${R(he).length??``}\n      ${((R(he).length===1?R(y):void 0)||R(l)||R(c))??``}`)';

/**
 * The heading the template shows for a list of `count` items.
 * @param {string} code the rewritten call
 * @param {number} count
 */
function heading(code, count) {
  const template = /`(.*)`\)$/s.exec(code)?.[1] ?? '';
  const values = { he: Array.from({ length: count }), y: 'sekcję', l: 'Sekcje', c: 'sections' };
  const R = (/** @type {unknown} */ v) => v;
  return new Function('R', ...Object.keys(values), `return \`${template}\`;`)(
    R,
    ...Object.values(values),
  );
}

describe('the heading of a list in the editor', () => {
  it('puts the count after the label, which Polish needs no plural for', () => {
    const code = rewriteListHeading(SVELTIA_0_221);
    expect([0, 1, 2, 5, 22, 26].map((n) => heading(code, n))).toEqual([
      'Sekcje (0)',
      'Sekcje (1)',
      'Sekcje (2)',
      'Sekcje (5)',
      'Sekcje (22)',
      'Sekcje (26)',
    ]);
    // Before: „1 sekcję” (the add button's accusative), „5 Sekcje”.
    expect(heading(SVELTIA_0_221, 1).replace(/\s+/g, ' ')).toBe('1 sekcję');
  });

  it('finds the heading in the pinned bundle, and stops the build where an upgrade moved it', async () => {
    const pkg = (await vendorPackages()).find((p) => p.name === '@sveltia/cms');
    if (!pkg) throw new Error('cms/editor/vendor.json has no @sveltia/cms');
    const bundle = await readFile(path.join(await unpacked(pkg), 'dist/sveltia-cms.js'), 'utf8');
    const out = rewriteListHeading(bundle);
    expect(out).not.toMatch(/\.length===1\?R\(\w+\):void 0\)\|\|/);
    expect(out.length - bundle.length).toBeLessThan(0);
    expect(() => rewriteListHeading('no heading here')).toThrow(/heading of a list/);
    // „Dodaj sekcję” as a button's name, without invisible direction marks around „sekcję”.
    expect(withoutBidiIsolation(bundle)).toContain('{functions:r,bidiIsolation:`none`}');
    expect(() => withoutBidiIsolation('no messages here')).toThrow(/bidi isolation/);
    // „Dodaj zdjęcie” on a home card's optional photo, not „Dodaj Zdjęcie”.
    expect(lowerCaseOptionalObject(bundle)).toContain('.toLocaleLowerCase(`pl`)}})');
    expect(() => lowerCaseOptionalObject('no switch here')).toThrow(/optional group/);
  }, 120_000);
});

describe('the switch of an optional group of fields', () => {
  it('names the group in lower case, as Polish writes the noun after „Dodaj”', () => {
    const code = lowerCaseOptionalObject('Y(`add_x`,{values:{name:t.fieldLabel||R(u)}})');
    const name = new Function('Y', 't', 'R', 'u', `return ${code};`)(
      (/** @type {string} */ _key, /** @type {{ values: { name: string } }} */ { values }) =>
        `Dodaj ${values.name}`,
      { fieldLabel: 'Zdjęcie' },
      (/** @type {unknown} */ v) => v,
      'photo',
    );
    expect(name).toBe('Dodaj zdjęcie');
  });
});
