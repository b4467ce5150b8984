#!/usr/bin/env node
// PNG icons from the logo mark (app/icon.svg), for what does not take SVG:
// iOS home screens (app/apple-icon.png, 180 px, which Next links as
// apple-touch-icon) and the web manifest (public/icon-192.png, public/icon-512.png).
// Written before every build; git-ignored.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const svg = await readFile(path.join(ROOT, 'app/icon.svg'));

// The mark's rounded corners are drawn by the home screen: fill the square.
const INK = '#0e0d0c';
const targets = [
  ['app/apple-icon.png', 180],
  ['public/icon-192.png', 192],
  ['public/icon-512.png', 512],
];
await Promise.all(
  targets.map(([file, size]) =>
    sharp(svg, { density: (72 * Number(size)) / 48 })
      .resize(Number(size), Number(size))
      .flatten({ background: INK })
      .png({ compressionLevel: 9 })
      .toFile(path.join(ROOT, String(file))),
  ),
);
console.log(`icons: ${targets.map(([file]) => file).join(', ')}`);
