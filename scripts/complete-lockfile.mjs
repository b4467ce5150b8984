#!/usr/bin/env node
// The npm registry reachable on this workplace serves only this platform's
// binaries (@next/swc-*, @tailwindcss/oxide-*, @rollup/rollup-*, ...), so
// `npm install` leaves the other platforms' optional packages out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync.
// This adds each missing optional package with its version and the os/cpu/libc
// its name declares: `npm ci` skips them here and installs them where they fit.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'openharmony',
  'netbsd',
  'sunos',
  'aix',
];
/** @type {Readonly<Record<string, string>>} */
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
};

/**
 * The platform a binary package's name declares, e.g. rollup-linux-x64-musl.
 * @param {string} name
 */
export function platformOf(name) {
  const parts = (name.split('/').pop() ?? '').split('-');
  /** @type {{ os?: string[], cpu?: string[], libc?: string[] }} */
  const entry = {};
  const os = OS.find((o) => parts.includes(o));
  if (os) entry.os = [os];
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (cpu) entry.cpu = [cpu];
  if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  return entry;
}

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    packages[top] = {
      version: version.replace(/^[\^~=]/, ''),
      ...platformOf(dep),
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${file}: added ${added} optional platform packages`);
