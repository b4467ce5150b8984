// The pages the content gate has already seen pass, so a publish with the
// cache opens in the browser only what it changed of the portfolio: the
// realizations and the index's pages are as many as the studio publishes,
// and opening each at every publish would outgrow the publish's few minutes
// (docs/performance.md). Recorded after a gate that passed, in Next's cache
// folder (.next/cache), which the Publish workflow keeps between runs; a
// page is known by its HTML, less the build's id, so a page whose text,
// pictures (their variants' names carry their content's hash) or code
// changed is opened again. No record (a fresh clone, the cache evicted):
// every page is opened.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The record, relative to the repository. */
export const CHECKED = '.next/cache/content-gate/checked.json';

/**
 * The exported file of a clean path: / → index.html, /kontakt → kontakt.html.
 * @param {string} out
 * @param {string} page
 */
function pageFile(out, page) {
  const base = page === '/' ? 'index' : page.replace(/^\//, '');
  const file = path.join(out, `${base}.html`);
  return existsSync(file) ? file : path.join(out, base, 'index.html');
}

/**
 * A page as the gate knows it: a hash of its HTML without the build's id.
 * @param {string} root the repository
 * @param {string} page a clean path
 */
export function fingerprint(root, page) {
  const file = pageFile(path.join(root, 'out'), page);
  if (!existsSync(file)) return undefined;
  const buildId = readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim();
  const html = readFileSync(file, 'utf8').replaceAll(buildId, '');
  return createHash('sha256').update(html).digest('hex');
}

/** @param {string} root @returns {Record<string, string>} */
function readChecked(root) {
  const file = path.join(root, CHECKED);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * The pages to open: every page `always` keeps, and of the others those the
 * last gate that passed did not see as they are now.
 * @param {string} root
 * @param {readonly string[]} pages
 * @param {(page: string) => boolean} always
 */
export function pagesToOpen(root, pages, always) {
  const checked = readChecked(root);
  return pages.filter((page) => always(page) || checked[page] !== fingerprint(root, page));
}

/**
 * Every exported page as it is now, recorded as seen: after a gate that passed.
 * @param {string} root
 */
export function recordChecked(root) {
  const out = path.join(root, 'out');
  /** @type {Record<string, string>} */
  const seen = {};
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const rel = path
      .relative(out, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    const page = rel === 'index.html' ? '/' : `/${rel.replace(/(\/index)?\.html$/, '')}`;
    const hash = fingerprint(root, page);
    if (hash) seen[page] = hash;
  }
  mkdirSync(path.dirname(path.join(root, CHECKED)), { recursive: true });
  writeFileSync(path.join(root, CHECKED), `${JSON.stringify(seen)}\n`);
  return Object.keys(seen).length;
}
