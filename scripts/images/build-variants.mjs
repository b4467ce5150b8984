#!/usr/bin/env node
// Makes the AVIF and WebP variants of every JPEG under public/media (photos,
// posters, the fallback) and writes the manifest the pages read:
//   public/media/img/<stem>-<width>-<hash>.<avif|webp>   (git-ignored, served)
//   content/media/image-variants.json                    (committed)
// Encoded files are cached by content hash in node_modules/.cache, so only new
// or changed photos are encoded again; a fresh clone encodes all (~1-2 min).
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

import {
  ENCODERS,
  VARIANT_DIR,
  VARIANT_FORMATS,
  variantUrl,
  variantWidths,
} from '../../lib/image-variants.mjs';
import { variantHash } from './variant-hash.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC = path.join(ROOT, 'public');
const MEDIA = path.join(PUBLIC, 'media');
const OUT_DIR = path.join(PUBLIC, VARIANT_DIR);
const CACHE = path.join(ROOT, 'node_modules/.cache/image-variants');
const MANIFEST = path.join(ROOT, 'content/media/image-variants.json');

async function sources() {
  const entries = await readdir(MEDIA, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.jpe?g$/i.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.startsWith(OUT_DIR))
    .sort();
}

/** @param {string} file */
async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Encodes one source into every width and format, reusing cached files.
 * @param {string} file
 */
async function build(file) {
  const url = '/' + path.relative(PUBLIC, file).split(path.sep).join('/');
  const bytes = await readFile(file);
  const hash = variantHash(bytes);
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const widths = variantWidths(width);
  let encoded = 0;
  for (const w of widths) {
    for (const format of VARIANT_FORMATS) {
      const target = path.join(PUBLIC, variantUrl(url, hash, w, format));
      const cached = path.join(CACHE, path.basename(target));
      if (!(await exists(cached))) {
        const pipeline = sharp(bytes).resize({ width: w, withoutEnlargement: true });
        const out = format === 'avif' ? pipeline.avif(ENCODERS.avif) : pipeline.webp(ENCODERS.webp);
        await out.toFile(cached);
        encoded += 1;
      }
      await copyFile(cached, target);
    }
  }
  return { url, entry: { width, height, hash, widths }, encoded };
}

async function main() {
  const started = Date.now();
  await mkdir(CACHE, { recursive: true });
  await rm(OUT_DIR, { recursive: true, force: true });
  await mkdir(OUT_DIR, { recursive: true });
  const files = await sources();
  /** @type {Awaited<ReturnType<typeof build>>[]} */
  const results = [];
  // sharp's encoders are multi-threaded already; two files at a time keeps both cores busy.
  const queue = [...files];
  const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) results.push(await build(file));
  });
  await Promise.all(workers);
  results.sort((a, b) => a.url.localeCompare(b.url));
  const manifest = Object.fromEntries(results.map((r) => [r.url, r.entry]));
  await writeFile(MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
  const encoded = results.reduce((n, r) => n + r.encoded, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `image variants: ${results.length} sources, ${encoded} encoded, the rest cached (${seconds} s)`,
  );
}

await main();
