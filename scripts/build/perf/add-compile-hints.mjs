// Post-build step 2 (scripts/build/post-build/): puts V8's compile hint
// (compile-hints.mjs) at the top of every chunk a page of out/ starts with.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { startupChunks, withCompileHint } from './compile-hints.mjs';

/**
 * @param {string} out the exported site
 * @returns {Promise<{ changed: number, summary: string }>} changed: the chunks given the hint
 */
export async function addCompileHints(out) {
  const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
  const chunks = new Set();
  for (const page of pages) {
    for (const chunk of startupChunks(await readFile(path.join(out, page), 'utf8')))
      chunks.add(chunk);
  }
  let changed = 0;
  for (const chunk of chunks) {
    const file = path.join(out, chunk);
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      await writeFile(file, hinted);
      changed++;
    }
  }
  return {
    changed,
    summary: `${chunks.size} startup chunks of ${pages.length} pages, ${changed} given the hint`,
  };
}
