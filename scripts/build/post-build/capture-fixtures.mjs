#!/usr/bin/env node
// Captures the post-build steps' test fixtures from a real build, as Next
// wrote them before any rewrite: run `npm run build:local`, then this, then
// `npx vitest run scripts/build` (docs/upgrading-next.md, after an upgrade).
//   __fixtures__/not-found.html.gz   the root 404 page (.next/server/app/_not-found.html)
//   __fixtures__/service.html.gz     a service page, whose payload comes in several scripts
//   __fixtures__/not-found.rsc.gz    its RSC payload, as out/_not-found.txt before the rewrite
//   __fixtures__/startup-chunk.js.gz the smallest chunk that page starts with, before the hint
// Gzipped: a minified chunk and a page with its stylesheet are no files to lint or review.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { repo } from '../import-ts.mjs';
import { startupChunks } from '../perf/compile-hints.mjs';

const app = path.join(repo, '.next/server/app');
const fixtures = path.join(repo, 'scripts/build/post-build/__fixtures__');
const html = await readFile(path.join(app, '_not-found.html'), 'utf8');

const chunks = await Promise.all(
  startupChunks(html).map(async (src) => {
    const file = path.join(repo, '.next', src.replace(/^\/_next\//, ''));
    return { file, size: (await stat(file)).size };
  }),
);
const smallest = chunks.sort((a, b) => a.size - b.size)[0];
if (!smallest) throw new Error('The 404 page starts with no chunk: see docs/upgrading-next.md');

await mkdir(fixtures, { recursive: true });
const save = async (/** @type {string} */ name, /** @type {Buffer | string} */ data) => {
  await writeFile(path.join(fixtures, `${name}.gz`), gzipSync(data, { level: 9 }));
  console.log(`${name}: ${Buffer.byteLength(data)} bytes`);
};
await save('not-found.html', html);
await save('service.html', await readFile(path.join(app, 'fotografia/slubna.html')));
await save('not-found.rsc', await readFile(path.join(app, '_not-found.rsc')));
await save('startup-chunk.js', await readFile(smallest.file));
