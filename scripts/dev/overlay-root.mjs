// A root the edge tests serve (e2e/support/edge.ts): the build plus the tests' extra files,
// without writing into out/.
import { existsSync } from 'node:fs';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A root that is `out` plus `fixtures` (relative path → content):
 * folders on a fixture's path are real, everything else links into `out`,
 * so the build itself is never written to.
 * @param {string} out
 * @param {string} dest
 * @param {Record<string, string>} fixtures
 * @returns {Promise<void>}
 */
export async function overlayRoot(out, dest, fixtures) {
  await mkdir(dest, { recursive: true });
  /** @type {Map<string, string | Record<string, string>>} */
  const mine = new Map();
  for (const [rel, content] of Object.entries(fixtures)) {
    const [head = '', ...rest] = rel.split('/');
    const sub = mine.get(head);
    if (rest.length === 0) mine.set(head, content);
    else mine.set(head, { ...(typeof sub === 'object' ? sub : {}), [rest.join('/')]: content });
  }
  const entries = existsSync(out) ? await readdir(out) : [];
  for (const name of entries) {
    if (!mine.has(name)) await symlink(path.join(out, name), path.join(dest, name));
  }
  for (const [name, value] of mine) {
    const target = path.join(dest, name);
    if (typeof value === 'string') await writeFile(target, value);
    else await overlayRoot(path.join(out, name), target, value);
  }
}
