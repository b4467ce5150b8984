import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { bundledVersion, rewriteBundle, rewriteWebpEncoder } from './rewrite.mjs';
import { unpacked, vendorPackages } from './vendor.mjs';

const packages = await vendorPackages();
const pinned = (/** @type {string} */ name) => {
  const pkg = packages.find((p) => p.name === name);
  if (!pkg) throw new Error(`vendor.json has no ${name}`);
  return pkg;
};

/** The bundle's CDN strings as Sveltia 0.221 writes them, around a little code. */
const SAMPLE = [
  'deps:{exifr:`^7.1.3`,immutable:`^5.1.9`,"@jsquash/webp":`^1.5.0`},',
  'iP=`https://unpkg.com/@sveltia/cms`,USe=`${iP}@${rP}/locales`,',
  'JW=e=>{let t=`https://unpkg.com/${e}`;return t},',
  'src:url(https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2)',
  'src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2)',
  'src:url(https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2)',
  'd=`https://unpkg.com/@shikijs`,f=`https://unpkg.com/@sveltia/ui`',
  // The text rewrites' anchors (rewrite-text.test.mjs tests them).
  'U(ze,`${R(he).length??``}\n      ${((R(he).length===1?R(y):void 0)||R(l)||R(c))??``}`)',
  'new Intl.MessageFormat(e,String(t),{functions:n})',
  'Y(`add_x`,{values:{name:t.fieldLabel||R(u)}})',
].join('\n');

describe('the editor’s bundle, pointed at /admin', () => {
  it('loads its locales, modules and fonts from /admin/vendor/, in unpkg’s layout', () => {
    const out = rewriteBundle(SAMPLE, packages);
    expect(out).toContain('iP=`/admin/vendor/@sveltia/cms`');
    expect(out).toContain('`/admin/vendor/${e}`');
    expect(out).toContain(
      '/admin/vendor/@fontsource-variable/material-symbols-outlined@5.3.7/files/material-symbols-outlined-latin-wght-normal.woff2',
    );
    expect(out).toContain(
      '/admin/vendor/@fontsource/noto-mono@5.3.0/files/noto-mono-latin-400-normal.woff2',
    );
    expect(out).not.toContain('cdn.jsdelivr.net');
  });

  it('stops the build when an upgrade moved a string it points at /admin', () => {
    expect(() =>
      rewriteBundle(
        SAMPLE.replace('https://unpkg.com/@sveltia/cms', 'https://esm.sh/@sveltia/cms'),
        packages,
      ),
    ).toThrow(/no longer contains .*unpkg\.com\/@sveltia\/cms/);
    expect(() => rewriteBundle(SAMPLE.replace('https://unpkg.com/${e}', 'x'), packages)).toThrow(
      /modules it loads on demand/,
    );
  });

  it('stops the build when the bundle loads a module or font vendor.json does not pin', () => {
    expect(() =>
      rewriteBundle(SAMPLE.replace('immutable:`^5.1.9`', 'immutable:`^5.2.0`'), packages),
    ).toThrow("pins immutable@5.1.9, but the editor's bundle loads immutable@5.2.0");
    expect(() =>
      rewriteBundle(SAMPLE.replace('noto-mono@5.3.0', 'noto-mono@5.4.0'), packages),
    ).toThrow(/noto-mono@5\.4\.0/);
    expect(() =>
      rewriteBundle(`${SAMPLE}\nz=\`https://unpkg.com/new-thing@1/x.js\``, packages),
    ).toThrow(/still loads https:\/\/unpkg\.com\/new-thing/);
  });

  it('reads the version the bundle asks for, quoted or not', () => {
    expect(bundledVersion(SAMPLE, 'immutable')).toBe('5.1.9');
    expect(bundledVersion(SAMPLE, '@jsquash/webp')).toBe('1.5.0');
    expect(bundledVersion(SAMPLE, 'leaflet')).toBeUndefined();
  });

  it('gives the WebP encoder its feature test by path, not by bare name', () => {
    const out = rewriteWebpEncoder(
      "import { simd } from 'wasm-feature-detect';",
      pinned('wasm-feature-detect'),
    );
    expect(out).toBe("import { simd } from '../../wasm-feature-detect@1.2.11/dist/esm/index.js';");
    expect(() => rewriteWebpEncoder('export {}', pinned('wasm-feature-detect'))).toThrow(
      /no longer contains/,
    );
  });
});

// The real bundle, from the pinned tarball (fetched once through npm's cache).
describe('Sveltia CMS as pinned in cms/editor/vendor.json', () => {
  it('has every string the rewrite needs, and nothing left on a CDN afterwards', async () => {
    const dir = await unpacked(pinned('@sveltia/cms'));
    const bundle = await readFile(path.join(dir, 'dist/sveltia-cms.js'), 'utf8');
    const out = rewriteBundle(bundle, packages);
    expect(out).not.toMatch(
      /https:\/\/(?:unpkg\.com\/(?!@shikijs|@sveltia\/ui)|cdn\.jsdelivr\.net)/,
    );
  }, 60_000);
});
