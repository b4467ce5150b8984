// Text Sveltia CMS builds in its code, not through its messages, so the
// studio's overrides (pl-overrides.json) cannot reach it: rewritten in the
// bundle, each rewrite failing the build when an upgrade moved its code
// (docs/editor-polish.md; test: cms/editor/rewrite-text.test.mjs). Applied by
// rewriteBundle (rewrite.mjs).
import { replaceAll } from './replace-all.mjs';

/**
 * A list's heading in the editor: Sveltia writes `${count} ${label}` in its
 * code, not through its messages, so the overrides cannot reach it, and Polish
 * reads „26 Zdjęcia”, „5 Sekcje”, „1 Sekcję” (the add button's accusative).
 * The count goes after the label in brackets, which needs no inflection:
 * „Zdjęcia (26)”, „Sekcje (5)”, „Filmy (0)”.
 * @param {string} bundle
 */
export function rewriteListHeading(bundle) {
  return replaceAll(
    bundle,
    /\$\{R\((\w+)\)\.length\?\?``\}\s+\$\{\(\(R\(\1\)\.length===1\?R\(\w+\):void 0\)\|\|R\((\w+)\)\|\|R\((\w+)\)\)\?\?``\}/g,
    (_match, items, label, name) =>
      `\${(R(${label})||R(${name}))??\`\`} (\${R(${items}).length??\`\`})`,
    'the heading of a list: its count and label',
  );
}

/**
 * Sveltia's messages put every placeholder between invisible direction marks
 * (U+2068 … U+2069, MessageFormat 2's default bidi isolation): „Dodaj
 * ⁨sekcję⁩”. The editor speaks only Polish, left to right, and the marks end
 * up in button names, the page title and copied text, where a search or a
 * screen reader meets them; Sveltia itself strips them in two places. Its
 * messages are made without them.
 * @param {string} bundle
 */
export function withoutBidiIsolation(bundle) {
  return replaceAll(
    bundle,
    /new Intl\.MessageFormat\((\w+),String\((\w+)\),\{functions:(\w+)\}\)/g,
    (_match, locale, message, functions) =>
      `new Intl.MessageFormat(${locale},String(${message}),{functions:${functions},bidiIsolation:\`none\`})`,
    'the options of its messages (bidi isolation)',
  );
}

/**
 * The switch of an optional group of fields (a home card's „Zdjęcie”, „Film”)
 * reads „Dodaj {label}” with the label as written, capital and all: „Dodaj
 * Zdjęcie”. Polish writes the noun in lower case there, as the list buttons
 * do („Dodaj zdjęcie”). The labels of such groups are nouns whose accusative
 * is their nominative (content/schema/pages/), so lower case is all it takes.
 * @param {string} bundle
 */
export function lowerCaseOptionalObject(bundle) {
  return replaceAll(
    bundle,
    /Y\(`add_x`,\{values:\{name:t\.fieldLabel\|\|R\((\w+)\)\}\}\)/g,
    (_match, fallback) =>
      `Y(\`add_x\`,{values:{name:\`\${t.fieldLabel||R(${fallback})||\`\`}\`.toLocaleLowerCase(\`pl\`)}})`,
    'the switch of an optional group of fields',
  );
}
