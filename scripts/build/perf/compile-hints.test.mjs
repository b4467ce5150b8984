import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { addCompileHints } from './add-compile-hints.mjs';
import { COMPILE_HINT, startupChunks, withCompileHint } from './compile-hints.mjs';

describe('startupChunks', () => {
  it('lists the async chunks a page starts with, once each, without the legacy polyfills', () => {
    const html = [
      '<link rel="preload" as="script" href="/_next/static/chunks/pre.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js" async></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{}</script>',
      '<script>self.__next_f.push([1,"d:\\"/_next/static/chunks/later.js\\""])</script>',
      '<script src="/admin/vendor/@sveltia/cms@0.221.1/dist/sveltia-cms.js"></script>',
    ].join('\n');
    expect(startupChunks(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  });
});

describe('addCompileHints', () => {
  /** An out/ with one page, its startup chunk and the chunks it loads later. */
  async function site(/** @type {Record<string, string>} */ later) {
    const out = await mkdtemp(path.join(os.tmpdir(), 'hints-'));
    await mkdir(path.join(out, '_next/static/chunks'), { recursive: true });
    await writeFile(
      path.join(out, 'index.html'),
      '<script src="/_next/static/chunks/start.js" async=""></script>',
    );
    for (const [name, source] of Object.entries({ 'start.js': 'start()', ...later }))
      await writeFile(path.join(out, '_next/static/chunks', name), source);
    return out;
  }
  const chunk = (/** @type {string} */ out, /** @type {string} */ name) =>
    readFile(path.join(out, '_next/static/chunks', name), 'utf8');

  it('hints hls.js’s chunk, which the film viewer runs as it arrives, and no other lazy chunk', async () => {
    const out = await site({
      'hls.js': 'e.MANIFEST_LOADING="hlsManifestLoading"',
      'menu.js': 'm()',
    });
    await addCompileHints(out);
    expect(await chunk(out, 'start.js')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(await chunk(out, 'hls.js')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(await chunk(out, 'menu.js')).toBe('m()');
  });

  it('fails when no chunk holds hls.js', async () => {
    await expect(addCompileHints(await site({ 'menu.js': 'm()' }))).rejects.toThrow(/hls\.js/);
  });
});
