import 'server-only';

import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the films pipeline knows of each master the pages may show, by its
 * reference in the content: the SHA-256 that names its renditions, its
 * picture size, its length in seconds and its rungs. Derived by every build
 * (scripts/build/films/build-films.mjs, the first step of `npm run assets`)
 * from the states the encode job wrote, never typed in nor committed. A film
 * without renditions yet is not in it, and the pages leave it out.
 */
export interface FilmInfo {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly duration: number;
  readonly rungs: readonly number[];
}

/** SITE_FILMS of build-films.mjs; FILMS_MANIFEST elsewhere (a test's list). */
const manifestFile = () =>
  process.env.FILMS_MANIFEST ??
  path.join(process.cwd(), 'node_modules/.cache/films/site-films.json');

let films: Readonly<Record<string, FilmInfo | undefined>> | undefined;

/** The list the build wrote; none before the first build (no film is ready). */
function readyFilms(): Readonly<Record<string, FilmInfo | undefined>> {
  films ??= JSON.parse(readFileSync(manifestFile(), 'utf8').toString() || '{}') as Record<
    string,
    FilmInfo
  >;
  return films;
}

/** The film's facts, if its renditions exist. */
export function filmInfo(src: string): FilmInfo | undefined {
  try {
    return readyFilms()[src];
  } catch {
    return undefined;
  }
}

/** Whether the pages may show the film: its renditions exist. */
export const hasFilm = (src: string): boolean => filmInfo(src) !== undefined;

/** The facts of a film the caller has checked with hasFilm. */
export function readyFilm(src: string): FilmInfo {
  const info = filmInfo(src);
  if (!info) throw new Error(`${src}: this film has no renditions yet (check hasFilm first)`);
  return info;
}
