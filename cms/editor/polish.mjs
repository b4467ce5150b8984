// The editor's Polish, corrected where Sveltia CMS's own translation reads
// wrong to a Polish editor (cms/editor/pl-overrides.json): applied to the
// served locales/pl.json at build time. Every key must still exist in the
// bundle's file, so an upgrade that renames one fails the build here instead
// of quietly showing the old wording.

/**
 * @param {Record<string, unknown>} locale the parsed pl.json
 * @param {Record<string, string>} overrides dot-separated keys → messages
 * @returns {Record<string, unknown>} a copy with the overrides in place
 */
export function applyOverrides(locale, overrides) {
  const copy = structuredClone(locale);
  for (const [key, message] of Object.entries(overrides)) {
    if (key.startsWith('$')) continue;
    const parts = key.split('.');
    const last = parts.pop() ?? '';
    /** @type {Record<string, unknown>} */
    let node = copy;
    for (const part of parts) {
      const next = node[part];
      if (!next || typeof next !== 'object') node = {};
      else node = /** @type {Record<string, unknown>} */ (next);
    }
    if (typeof node[last] !== 'string') {
      throw new Error(
        `cms/editor/pl-overrides.json: the editor's pl.json has no message „${key}” (renamed in an upgrade?)`,
      );
    }
    node[last] = message;
  }
  return copy;
}
