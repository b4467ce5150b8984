// Post-build step 1 (scripts/build/post-build/): empties the stylesheet's
// copies in the RSC payloads of out/ (payload-css.mjs says why and when),
// before the compile hints and the CSP, which hashes the scripts this changes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { htmlWithoutPayloadCss, withoutStyleText } from './payload-css.mjs';

/**
 * @param {string} out the exported site
 * @returns {Promise<{ changed: number, summary: string }>} changed: the payload rows emptied
 */
export async function stripPayloadCss(out) {
  // The editor's own files are no Next pages.
  const files = (await readdir(out, { recursive: true })).filter((f) => !f.startsWith('admin'));
  const pages = files.filter((file) => file.endsWith('.html'));
  const payloads = files.filter((file) => file.endsWith('.txt') && !file.endsWith('robots.txt'));

  let before = 0;
  let after = 0;
  let changed = 0;
  /**
   * Stylesheets every page inlines: a client-side navigation always lands on a document with them.
   * @type {Set<string> | undefined}
   */
  let everywhere;
  for (const page of pages) {
    const file = path.join(out, page);
    const html = await readFile(file, 'utf8');
    const stripped = htmlWithoutPayloadCss(html);
    const { inline } = stripped;
    everywhere = everywhere ? new Set([...everywhere].filter((h) => inline.has(h))) : inline;
    before += Buffer.byteLength(html);
    after += Buffer.byteLength(stripped.html);
    changed += stripped.emptied;
    if (stripped.emptied > 0) await writeFile(file, stripped.html);
  }
  for (const name of payloads) {
    const file = path.join(out, name);
    const payload = await readFile(file);
    const stripped = withoutStyleText(payload, (href) => everywhere?.has(href) ?? false);
    before += payload.length;
    after += stripped.payload.length;
    changed += stripped.emptied;
    if (stripped.emptied > 0) await writeFile(file, stripped.payload);
  }
  const kB = ((before - after) / 1024).toFixed(0);
  return {
    changed,
    summary: `${pages.length} pages and ${payloads.length} payloads, ${changed} stylesheet copies emptied (${kB} kB)`,
  };
}
