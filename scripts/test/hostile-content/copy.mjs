// A copy of the repository to build the hostile content in: the sources
// copied, node_modules hard-linked (Turbopack refuses a node_modules symlink
// that points outside the project; hard links cost no space, and the build
// writes only new files there). The copy's own build output, .git and test
// output are left behind (Next's compile cache is copied).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';

const LEFT_OUT = new Set([
  '.git',
  'node_modules',
  '.next',
  'out',
  'test-results',
  'playwright-report',
  '.bench',
  '.outbox',
  // wrangler dev's state and bundles.
  '.wrangler',
]);

/**
 * @param {string} repo
 * @param {string} dest an empty folder
 */
export async function copyRepo(repo, dest) {
  for (const entry of await readdir(repo)) {
    if (LEFT_OUT.has(entry)) continue;
    await cp(path.join(repo, entry), path.join(dest, entry), { recursive: true });
  }
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dest, 'node_modules')]);
  // Next's compile cache, copied (the build writes into it): a warm start when there is one.
  const cache = path.join(repo, '.next/cache');
  if (existsSync(cache)) await cp(cache, path.join(dest, '.next/cache'), { recursive: true });
}
