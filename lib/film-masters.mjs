// Where a master lives and what the content calls it: the one place that
// says so for the Worker's uploads (worker/films/, which bundles this file)
// and the build (bucket-settings.mjs reads a `src` back to its key with the
// same bases). Plain JavaScript with no imports, so both can load it.

/** Where the studio's masters go inside their bucket. */
export const MASTERS_PREFIX = 'masters/';

/**
 * Where the films' encode job records each film's state (film-states.mjs),
 * in the masters' bucket, which the Worker reads for the editor
 * (worker/films/states.ts): `film-states/<SHA-256 of the src, hex>.json`.
 */
export const FILM_STATES_PREFIX = 'film-states/';

/**
 * The addresses a master's `src` may start with, the preferred one first:
 * its public address when masters have one, else the S3 API's path-style
 * address, which only a key reads (masters then stay private).
 * @param {{ endpoint?: string, bucket?: string, publicUrl?: string }} where
 *   endpoint and publicUrl without a trailing slash
 */
export function masterBases({ endpoint, bucket, publicUrl }) {
  return [
    ...(publicUrl ? [`${publicUrl}/`] : []),
    ...(endpoint && bucket ? [`${endpoint}/${bucket}/`] : []),
  ];
}

/**
 * The `src` the content keeps for a master's key: what the build reads back
 * (masterKey in scripts/build/films/bucket-settings.mjs, which undoes the
 * escaping). Keys the Worker makes need none (worker/films/safe-name.ts); a master
 * put in the bucket by other means may have spaces.
 * @param {string} key e.g. masters/2026-11/k3x…/relacja-z-gali.mp4
 * @param {{ endpoint: string, bucket: string, publicUrl?: string }} where
 */
export function masterSrc(key, where) {
  const [base] = masterBases(where);
  return `${base}${key.split('/').map(encodeURIComponent).join('/')}`;
}
