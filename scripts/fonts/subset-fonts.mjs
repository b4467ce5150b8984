#!/usr/bin/env node
// Makes the site's font files from Fontsource's (npm): only the glyphs of
// scripts/fonts/font-plan.mjs, the weight axis cut to the design's weights, into app/fonts/generated/
// (git-ignored), where app/fonts/fonts.ts takes them. Runs before every build.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FACES, rangeText } from './font-plan.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = path.join(ROOT, 'app/fonts/generated');

await mkdir(OUT, { recursive: true });
const sizes = await Promise.all(
  FACES.map(async ({ out, from, range, weight }) => {
    const source = await readFile(path.join(ROOT, 'node_modules/@fontsource-variable', from));
    const subset = await subsetFont(source, rangeText(range), {
      targetFormat: 'woff2',
      variationAxes: { wght: weight },
    });
    await writeFile(path.join(OUT, out), subset);
    return `${out} ${(subset.length / 1024).toFixed(1)} kB`;
  }),
);
console.log(`fonts: ${sizes.join(', ')}`);
