import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FilmInfo } from '../../content/media/films';
import { contentFilms } from '../../content/schema/film-fields';
import { LADDER } from '../../lib/films.mjs';

/**
 * The unit tests' list of ready films (vitest's globalSetup; FILMS_MANIFEST
 * in vitest.config.ts): every film the content references, as if the encode
 * job had made it, so the tests need neither ffmpeg nor a build. The hash is
 * the master's own where the master is a file of the repository (so its
 * poster's image variants are found), else the address's; 720p, 7 s.
 */
export const TEST_FILMS = 'node_modules/.cache/films/test-films.json';

export function testFilm(src: string, root = process.cwd()): FilmInfo {
  const file = path.join(root, 'public', decodeURI(src));
  const bytes = !/^https?:/.test(src) && existsSync(file) ? readFileSync(file) : src;
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    width: 1280,
    height: 720,
    duration: 7,
    rungs: LADDER.filter((r) => r.height <= 720).map((r) => r.height),
  };
}

export default function setup() {
  const films = Object.fromEntries(
    contentFilms(process.cwd()).map((f) => [f.src, testFilm(f.src)]),
  );
  mkdirSync(path.dirname(TEST_FILMS), { recursive: true });
  writeFileSync(TEST_FILMS, JSON.stringify(films));
}
