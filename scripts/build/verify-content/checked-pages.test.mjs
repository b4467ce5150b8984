import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { fingerprint, pagesToOpen, recordChecked } from './checked-pages.mjs';

describe('the pages the content gate has seen pass', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'checked-pages-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** A build: its id, and its pages' HTML (the id in each, as Next writes it). */
  const build = (/** @type {string} */ id, /** @type {Record<string, string>} */ pages) => {
    rmSync(path.join(root, 'out'), { recursive: true, force: true });
    mkdirSync(path.join(root, '.next'), { recursive: true });
    writeFileSync(path.join(root, '.next/BUILD_ID'), id);
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(root, 'out', file)), { recursive: true });
      writeFileSync(path.join(root, 'out', file), `<p>${text}</p><script>"b":"${id}"</script>`);
    }
  };
  const pages = ['/', '/realizacje', '/realizacje/a', '/realizacje/b'];
  const portfolioOnly = (/** @type {string} */ p) => !p.startsWith('/realizacje');

  it('opens every page with no record, then only what a change made new, and the rest always', () => {
    const files = {
      'index.html': 'home',
      'realizacje.html': 'a, b',
      'realizacje/a.html': 'a',
      'realizacje/b.html': 'b',
    };
    build('first', files);
    expect(pagesToOpen(root, pages, portfolioOnly)).toEqual(pages);
    expect(recordChecked(root)).toBe(4);
    // A new build of the same content (another id): only the pages kept always.
    build('second', files);
    expect(fingerprint(root, '/realizacje/a')).toBeDefined();
    expect(pagesToOpen(root, pages, portfolioOnly)).toEqual(['/']);
    // A realization changed, the index with it.
    build('third', { ...files, 'realizacje.html': 'a2, b', 'realizacje/a.html': 'a2' });
    expect(pagesToOpen(root, pages, portfolioOnly)).toEqual(['/', '/realizacje', '/realizacje/a']);
  });
});
