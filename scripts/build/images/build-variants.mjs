#!/usr/bin/env node
// Makes the AVIF and WebP variants of every JPEG and WebP photo under
// public/media (photos, posters, the fallback, photos uploaded in the editor,
// which it stores as WebP of at most 3000 px: cms/editor-config.ts) and writes the
// manifest the pages read:
//   public/media/img/<stem>-<width>-<hash>.<avif|webp>   (git-ignored, served)
//   content/media/image-variants.json                    (committed)
// Encoded files are cached by content hash in node_modules/.cache, so only new
// or changed photos are encoded again; a fresh clone encodes all (~1-2 min).
// Part of `npm run assets`, so of every build: a photo the studio uploaded
// gets its variants and its manifest entry here, without a developer; the
// manifest is then checked against the files (checkVariants) before the build.
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

import {
  ENCODERS,
  VARIANT_DIR,
  VARIANT_FORMATS,
  variantUrl,
  variantWidths,
} from '../../../lib/image-variants.mjs';
import { variantHash } from './variant-hash.mjs';

/**
 * The folders of one tree: the repository, or a test's copy.
 * @param {string} root
 */
function layout(root) {
  const publicDir = path.join(root, 'public');
  return {
    publicDir,
    mediaDir: path.join(publicDir, 'media'),
    outDir: path.join(publicDir, VARIANT_DIR),
    manifestFile: path.join(root, 'content/media/image-variants.json'),
  };
}
/** @typedef {{ width: number, height: number, hash: string, widths: number[] }} VariantEntry */

/**
 * '/media/photos/01.jpg' for <root>/public/media/photos/01.jpg.
 * @param {string} publicDir
 * @param {string} file
 */
const publicUrl = (publicDir, file) =>
  '/' + path.relative(publicDir, file).split(path.sep).join('/');

/**
 * A photo's size as it is shown: a phone's portrait photo is stored sideways
 * with an EXIF orientation, which the variants apply (autoOrient).
 * @param {Uint8Array} bytes
 */
async function shownSize(bytes) {
  const { autoOrient } = await sharp(bytes).metadata();
  return autoOrient;
}

/** @param {ReturnType<typeof layout>} dirs */
async function sources({ mediaDir, outDir }) {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(?:jpe?g|webp)$/i.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.startsWith(outDir))
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
 * @param {string} publicDir
 * @param {string} cacheDir
 */
async function build(file, publicDir, cacheDir) {
  const url = publicUrl(publicDir, file);
  const bytes = await readFile(file);
  const hash = variantHash(bytes);
  const { width, height } = await shownSize(bytes);
  const widths = variantWidths(width);
  let encoded = 0;
  for (const w of widths) {
    for (const format of VARIANT_FORMATS) {
      const target = path.join(publicDir, variantUrl(url, hash, w, format));
      const cached = path.join(cacheDir, path.basename(target));
      if (!(await exists(cached))) {
        const pipeline = sharp(bytes).autoOrient().resize({ width: w, withoutEnlargement: true });
        const out = format === 'avif' ? pipeline.avif(ENCODERS.avif) : pipeline.webp(ENCODERS.webp);
        await out.toFile(cached);
        encoded += 1;
      }
      await copyFile(cached, target);
    }
  }
  return { url, entry: { width, height, hash, widths }, encoded };
}

/**
 * Every source's variants and the manifest, for the tree at `root`.
 * @param {{ root: string, cache: string, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, VariantEntry>>}
 */
export async function buildVariants({ root, cache, log = console.log }) {
  const dirs = layout(root);
  const started = Date.now();
  await mkdir(cache, { recursive: true });
  await rm(dirs.outDir, { recursive: true, force: true });
  await mkdir(dirs.outDir, { recursive: true });
  const files = await sources(dirs);
  /** @type {Awaited<ReturnType<typeof build>>[]} */
  const results = [];
  // sharp's encoders are multi-threaded already; two files at a time keeps both cores busy.
  const queue = [...files];
  const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      results.push(await build(file, dirs.publicDir, cache));
    }
  });
  await Promise.all(workers);
  results.sort((a, b) => a.url.localeCompare(b.url));
  const manifest = Object.fromEntries(results.map((r) => [r.url, r.entry]));
  await writeFile(dirs.manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  const encoded = results.reduce((n, r) => n + r.encoded, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `image variants: ${results.length} sources, ${encoded} encoded, the rest cached (${seconds} s)`,
  );
  return manifest;
}

/**
 * The manifest checked against the tree after generating: one entry per
 * JPEG, its size and hash those of the file, every variant file written.
 * Returns the problems, one line each (none when consistent).
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function checkVariants(root) {
  const dirs = layout(root);
  /** @type {Record<string, VariantEntry>} */
  const manifest = JSON.parse(await readFile(dirs.manifestFile, 'utf8'));
  const problems = [];
  const urls = (await sources(dirs)).map((file) => publicUrl(dirs.publicDir, file));
  for (const url of urls) if (!manifest[url]) problems.push(`${url}: not in the manifest`);
  for (const [url, entry] of Object.entries(manifest)) {
    const file = path.join(dirs.publicDir, url);
    if (!(await exists(file))) {
      problems.push(`${url}: in the manifest, but the file is gone`);
      continue;
    }
    const bytes = await readFile(file);
    const { width, height } = await shownSize(bytes);
    if (variantHash(bytes) !== entry.hash) problems.push(`${url}: the manifest's hash is stale`);
    if (width !== entry.width || height !== entry.height) {
      problems.push(`${url}: ${width}x${height}, the manifest says ${entry.width}x${entry.height}`);
    }
    for (const w of entry.widths) {
      for (const format of VARIANT_FORMATS) {
        const variant = variantUrl(url, entry.hash, w, format);
        if (!(await exists(path.join(dirs.publicDir, variant))))
          problems.push(`${variant}: missing`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  await buildVariants({ root, cache: path.join(root, 'node_modules/.cache/image-variants') });
  const problems = await checkVariants(root);
  if (problems.length > 0) {
    console.error(`image variants are not consistent:\n${problems.join('\n')}`);
    process.exit(1);
  }
}
