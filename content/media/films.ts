import 'server-only';

import manifest from './films.json' with { type: 'json' };

/**
 * What the films pipeline (scripts/build/films/build-films.mjs, the first step
 * of every build) knows of each master, by its reference in the content: the
 * SHA-256 that names its renditions, its picture size and its length in
 * seconds. Derived from the master, never typed in.
 */
export interface FilmInfo {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly duration: number;
  readonly rungs: readonly number[];
}

const films: Readonly<Record<string, FilmInfo | undefined>> = manifest;

/** The pipeline's record of a film's master; an error naming it when the build has not made it yet. */
export function filmInfo(src: string): FilmInfo {
  const info = films[src];
  if (!info) {
    throw new Error(
      `${src}: this film has no renditions yet: run \`npm run films\` (part of every build) and commit content/media/films.json`,
    );
  }
  return info;
}
