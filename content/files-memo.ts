import 'server-only';

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The state of some files and folders (each folder's entries): names, sizes
 * and times. Cheap next to reading and validating them: a stat each.
 */
function stampOf(paths: readonly string[]): string {
  return paths
    .flatMap((p) => {
      if (!existsSync(p)) return [`${p}:-`];
      const stat = statSync(p);
      if (!stat.isDirectory()) return [`${p}:${stat.size}:${stat.mtimeMs}`];
      return readdirSync(p)
        .sort()
        .map((name) => {
          const entry = statSync(path.join(p, name));
          return `${p}/${name}:${entry.size}:${entry.mtimeMs}`;
        });
    })
    .join('|');
}

/**
 * `load`, again only when the files it reads changed. React's `cache` reads
 * a registry once per page render; a portfolio of hundreds of files, read
 * anew for each of as many pages, would make the build grow with their
 * square. With this, `next build` reads them once per worker, and `next dev`
 * still shows an editor's save at the next page load.
 */
export function memoByFiles<T>(paths: () => readonly string[], load: () => T): () => T {
  let stamp: string | undefined;
  let value: T;
  return () => {
    const now = stampOf(paths());
    if (now !== stamp) {
      value = load();
      stamp = now;
    }
    return value;
  };
}
