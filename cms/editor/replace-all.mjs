// The one way the editor's files are rewritten (rewrite.mjs, rewrite-text.mjs):
// every match replaced, and none at all is an error, so an upgrade of Sveltia
// CMS that moved a string stops the build instead of shipping the editor
// unchanged (docs/upgrading-next.md).

/**
 * @param {string} source
 * @param {string | RegExp} find
 * @param {string | ((match: string, ...groups: string[]) => string)} replace
 * @param {string} what why the string matters, for the error
 */
export function replaceAll(source, find, replace, what) {
  const re =
    typeof find === 'string' ? new RegExp(find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : find;
  let count = 0;
  const out = source.replace(re, (...args) => {
    count += 1;
    const [match = '', ...groups] = /** @type {string[]} */ (args);
    return typeof replace === 'string' ? replace : replace(match, ...groups);
  });
  if (count === 0) {
    throw new Error(
      `Rewriting the editor (cms/editor/rewrite.mjs, rewrite-text.mjs): its bundle no longer contains ${String(find)} (${what}). ` +
        'Read the new version and update the rewrite (docs/cms.md, „Upgrading the editor”).',
    );
  }
  return out;
}
