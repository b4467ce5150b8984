import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { matchingFiles, unpacked, vendorPackages } from './vendor.mjs';

const packages = await vendorPackages();
const cacheRoot = await mkdtemp(path.join(os.tmpdir(), 'editor-vendor-test-'));
afterAll(() => rm(cacheRoot, { recursive: true, force: true }));

describe('the editor’s pinned files (cms/editor/vendor.json)', () => {
  it('pins every package by an exact version and a sha512 integrity', () => {
    for (const pkg of packages) {
      expect(pkg.version, pkg.name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(pkg.integrity, pkg.name).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
    }
  });

  it('refuses a tarball whose integrity differs from the pin, and keeps nothing of it', async () => {
    const pkg = packages.find((p) => p.name === 'wasm-feature-detect');
    if (!pkg) throw new Error('vendor.json has no wasm-feature-detect');
    const forged = { ...pkg, integrity: `sha512-${'A'.repeat(86)}==` };
    await expect(unpacked(forged, cacheRoot)).rejects.toThrow(/Refusing to serve it/);
    expect(existsSync(path.join(cacheRoot, `${pkg.name}@${pkg.version}`))).toBe(false);
    // The genuine one is unpacked, and every file the manifest names is there.
    const dir = await unpacked(pkg, cacheRoot);
    expect(await matchingFiles(dir, pkg)).toEqual(['dist/esm/index.js', 'LICENSE']);
    await expect(matchingFiles(dir, { ...pkg, files: ['dist/esm/gone.js'] })).rejects.toThrow(
      'has no file dist/esm/gone.js',
    );
  }, 60_000);
});
