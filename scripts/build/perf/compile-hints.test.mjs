import { describe, expect, it } from 'vitest';

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
