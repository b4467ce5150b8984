// Webpack loader for `next dev` (npm run cms): the content modules read the
// data files with fs when they are evaluated, so webpack neither watches
// those files nor re-evaluates the modules when the editor saves one. This
// loader makes content/ and public/media/ dependencies of each content module
// and stamps it with a fingerprint of their files, so a save recompiles it
// and the next page load renders the new data.
/* eslint-disable @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS module */
const { createHash } = require('node:crypto');
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');

/** @param {string} dir @returns {string[]} */
function fingerprintOf(dir) {
  /** @type {string[]} */
  const lines = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(json|jpe?g|png|svg)$/i.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    lines.push(`${file} ${size} ${mtimeMs}`);
  }
  return lines.sort().join('\n');
}

/** @this {import('webpack').LoaderContext<{ dirs: string[] }>} @param {string} source */
module.exports = function contentRevisionLoader(source) {
  const { dirs } = this.getOptions();
  const hash = createHash('sha256');
  for (const dir of dirs) {
    this.addContextDependency(dir);
    hash.update(fingerprintOf(dir));
  }
  return `${source}\n// content revision ${hash.digest('hex').slice(0, 12)}\n`;
};
