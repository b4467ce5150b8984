// The editor's third-party files (cms/editor/vendor.json): each an npm tarball,
// fetched with `npm pack` (through npm's cache, so a second run works offline),
// checked against its pinned integrity, unpacked once into
// node_modules/.cache/editor-vendor/, and copied into /admin in unpkg's layout
// (vendor/<name>@<version>/<path>), where the rewritten bundle looks for them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

/**
 * @typedef {{ name: string, version: string, integrity: string, files: string[] }} VendorPackage
 */

/** @returns {Promise<VendorPackage[]>} */
export async function vendorPackages() {
  const manifest = JSON.parse(await readFile(path.join(here, 'vendor.json'), 'utf8'));
  return manifest.packages;
}

/** @param {VendorPackage} pkg */
export const vendorPath = (pkg) => `vendor/${pkg.name}@${pkg.version}`;

/** @param {Buffer} data */
const sha512 = (data) => `sha512-${createHash('sha512').update(data).digest('base64')}`;

/**
 * The package unpacked in the cache, fetched first if it is not there.
 * @param {VendorPackage} pkg
 * @param {string} [cacheRoot]
 * @returns {Promise<string>} the unpacked package's folder
 */
export async function unpacked(
  pkg,
  cacheRoot = path.join(repo, 'node_modules/.cache/editor-vendor'),
) {
  const dir = path.join(cacheRoot, `${pkg.name.replace('/', '+')}@${pkg.version}`);
  const stamp = path.join(dir, '.integrity');
  if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === pkg.integrity) return dir;

  const work = await mkdtemp(path.join(os.tmpdir(), 'editor-vendor-'));
  try {
    const spec = `${pkg.name}@${pkg.version}`;
    let out;
    try {
      out = execFileSync(
        'npm',
        [
          'pack',
          spec,
          '--pack-destination',
          work,
          '--json',
          '--prefer-offline',
          '--ignore-scripts',
        ],
        { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      throw new Error(
        `cms/editor/vendor.json: could not fetch ${spec} from the npm registry (or npm's cache). ` +
          `The editor's files come from there once; after that the cache serves them offline.`,
        { cause: error },
      );
    }
    const [packed] = JSON.parse(out);
    const tarball = path.join(work, packed.filename);
    const actual = sha512(await readFile(tarball));
    if (actual !== pkg.integrity) {
      throw new Error(
        `cms/editor/vendor.json: ${spec} has integrity ${actual}, but the file pins ${pkg.integrity}. ` +
          'Refusing to serve it in the editor.',
      );
    }
    execFileSync('tar', ['-xzf', tarball, '-C', work]);
    await writeFile(path.join(work, 'package', '.integrity'), pkg.integrity);
    await rm(dir, { recursive: true, force: true });
    await mkdir(path.dirname(dir), { recursive: true });
    await rename(path.join(work, 'package'), dir);
    return dir;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The package's files named in the manifest ('*' stands for any file name in
 * the last part of a path), relative to the package. A pattern that names no
 * file fails: an upgrade that moved a file must not ship an editor without it.
 * @param {string} dir the unpacked package
 * @param {VendorPackage} pkg
 * @returns {Promise<string[]>}
 */
export async function matchingFiles(dir, pkg) {
  /** @type {string[]} */
  const found = [];
  for (const pattern of pkg.files) {
    const folder = path.posix.dirname(pattern);
    const base = path.posix.basename(pattern);
    const re = new RegExp(
      `^${base.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
    );
    const names = existsSync(path.join(dir, folder)) ? await readdir(path.join(dir, folder)) : [];
    const hits = names.filter((n) => re.test(n)).map((n) => path.posix.join(folder, n));
    if (hits.length === 0) {
      throw new Error(`cms/editor/vendor.json: ${pkg.name}@${pkg.version} has no file ${pattern}`);
    }
    found.push(...hits.map((h) => h.replace(/^\.\//, '')));
  }
  return found;
}

/**
 * Copies every package's files into `admin`/vendor/<name>@<version>/.
 * @param {string} admin the editor's folder (public/admin)
 * @param {{ cacheRoot?: string }} [options]
 * @returns {Promise<Map<string, { pkg: VendorPackage, dir: string, files: string[] }>>} by package name
 */
export async function copyVendor(admin, options = {}) {
  const copied = new Map();
  for (const pkg of await vendorPackages()) {
    const dir = await unpacked(pkg, options.cacheRoot);
    const files = await matchingFiles(dir, pkg);
    for (const file of files) {
      const target = path.join(admin, vendorPath(pkg), file);
      await mkdir(path.dirname(target), { recursive: true });
      await cp(path.join(dir, file), target);
    }
    copied.set(pkg.name, { pkg, dir, files });
  }
  return copied;
}
