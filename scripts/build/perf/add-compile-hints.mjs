// Post-build step 2 (scripts/build/post-build/): puts V8's compile hint
// (compile-hints.mjs) at the top of every chunk a page of out/ starts with,
// and of hls.js's chunk, which the film viewer runs as soon as it arrives.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { isHlsJsChunk, startupChunks, withCompileHint } from './compile-hints.mjs';

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
  const startup = chunks.size;
  chunks.add(await hlsJsChunk(out));
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
    summary: `${startup} startup chunks of ${pages.length} pages and hls.js, ${changed} given the hint`,
  };
}

/**
 * The one chunk that holds hls.js, as a page's path; an error when there is
 * none or more than one (the viewer imports it, so a build without it moved it).
 * @param {string} out
 */
async function hlsJsChunk(out) {
  const dir = path.join(out, '_next/static/chunks');
  const found = [];
  for (const name of await readdir(dir)) {
    if (name.endsWith('.js') && isHlsJsChunk(await readFile(path.join(dir, name), 'utf8')))
      found.push(`/_next/static/chunks/${name}`);
  }
  if (found.length !== 1)
    throw new Error(`Compile hints: expected hls.js in one chunk, found ${found.length}`);
  return found[0];
}
