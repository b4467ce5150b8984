// What a first visit to a page of a built site downloads before any
// interaction, as the scale bench (scale.mjs) compares it between sizes of
// the portfolio: the HTML (its CSS is inline) and every script it loads,
// gzipped as the host serves them. Pictures are the page's own content and
// load lazily, so they are not counted.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The exported file of a clean path: / → index.html, /kontakt → kontakt.html.
 * @param {string} out
 * @param {string} page
 */
export function pageFile(out, page) {
  const base = page === '/' ? 'index' : page.replace(/^\//, '');
  for (const file of [`${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(path.join(out, file))) return path.join(out, file);
  }
  throw new Error(`${page}: no page in ${out}`);
}

/** @param {Uint8Array | string} bytes */
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * The gzipped bytes of a page's HTML and of the scripts it names.
 * @param {string} out
 * @param {string} page a clean path
 */
export function pageWeight(out, page) {
  const html = readFileSync(pageFile(out, page), 'utf8');
  const scripts = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => (m[1] ?? '').split('?')[0] ?? ''),
  );
  let js = 0;
  for (const src of scripts) {
    const file = path.join(out, decodeURIComponent(src));
    if (existsSync(file)) js += gz(readFileSync(file));
  }
  return { html: gz(html), js };
}

/**
 * The size and number of files under `dir`, recursively.
 * @param {string} dir
 */
export function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  if (!existsSync(dir)) return { bytes, files };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}
