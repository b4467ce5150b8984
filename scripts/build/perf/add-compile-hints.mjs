#!/usr/bin/env node
// Run by `npm run build` right after `next build`: puts V8's compile hint
// (compile-hints.mjs) at the top of every chunk a page of out/ starts with.
// `node scripts/build/perf/add-compile-hints.mjs [out]`
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startupChunks, withCompileHint } from './compile-hints.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const out = path.resolve(process.argv[2] ?? path.join(repo, 'out'));

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
console.log(
  `Compile hints: ${chunks.size} startup chunks of ${pages.length} pages (${changed} changed)`,
);
