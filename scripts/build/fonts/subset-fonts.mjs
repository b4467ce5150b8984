#!/usr/bin/env node
// Makes the site's font files from Fontsource's (npm): only the glyphs of
// scripts/build/fonts/font-plan.mjs, the weight axis cut to the design's weights, into app/fonts/generated/
// (git-ignored), where app/fonts/fonts.ts takes them, and the metric-matched
// fallback faces (fallbacks.css, imported by app/layout.tsx). Runs before every build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { fallbackFace, FALLBACKS } from './fallback-faces.mjs';
import { FACES } from './font-plan.mjs';
import { makeFace } from './make-face.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OUT = path.join(ROOT, 'app/fonts/generated');

await mkdir(OUT, { recursive: true });
const made = new Map(
  await Promise.all(
    FACES.map(async (face) => /** @type {const} */ ([face.out, await makeFace(face)])),
  ),
);
await Promise.all([...made].map(([out, file]) => writeFile(path.join(OUT, out), file)));

// Measured from the faces as made: the weight cut changes the default instance's widths.
const faces = await Promise.all(
  FALLBACKS.map((fallback) => {
    const file = made.get(fallback.file);
    if (!file) throw new Error(`fonts: no face ${fallback.file} in the font plan`);
    return fallbackFace(fallback, file);
  }),
);
await writeFile(
  path.join(OUT, 'fallbacks.css'),
  `/* Written by scripts/build/fonts/subset-fonts.mjs: do not edit. */\n${faces.join('\n')}\n`,
);

const sizes = [...made].map(([out, file]) => `${out} ${(file.length / 1024).toFixed(1)} kB`);
console.log(`fonts: ${sizes.join(', ')}; fallbacks.css`);
