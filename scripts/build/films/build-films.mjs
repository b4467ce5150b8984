#!/usr/bin/env node
// The films step of every build (`npm run films`, the first step of `npm run
// assets`): which films the pages may show, and their facts. For each film
// the content references (find-films.mjs, through the schema), its state
// (film-states.mjs, written by the encode job, encode-films.mjs): a ready
// film whose renditions the store has goes into the pages' list (SITE_FILMS,
// git-ignored: content/media/films.ts reads it) with its hash, size,
// duration and rungs. A film still in preparation or in error keeps, in its
// field, the film last ready there (the live site keeps what it had), or is
// left out of the pages (no broken player); the build goes on. Then copies each
// poster to public/media/film-posters/, where the next step
// (build-variants.mjs) makes its AVIF and WebP variants.
//   local (default): the encode job runs here first, into the cache
//     node_modules/.cache/films/ (renditions <folder>/, states film-states/),
//     served from public/films/: `npm run build:local` and the tests play the
//     sample films with no bucket and no workflow.
//   FILMS_BUCKET set: nothing is encoded here (the Films workflow does it,
//     .github/workflows/films.yml); renditions in the bucket's films/<folder>/
//     (FILMS_S3_ENDPOINT, FILMS_S3_REGION, AWS_ACCESS_KEY_ID,
//     AWS_SECRET_ACCESS_KEY), states in the masters' bucket, served by
//     NEXT_PUBLIC_MEDIA_BASE.
import { appendFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { filmFolder, RENDITIONS_VERSION } from '../../../lib/films.mjs';
import { mastersFromEnv } from './bucket-masters.mjs';
import { bucketSettings } from './bucket-settings.mjs';
import { encodeFilms } from './encode-films.mjs';
import { ToolError } from './ffmpeg.mjs';
import { bucketStates, fieldKey, localStates } from './film-states.mjs';
import { filmName, findFilms } from './find-films.mjs';
import { bucketStore, localStore, syncPosters, syncPublic } from './store.mjs';

/** The pages' list of films, derived by every build, never committed (content/media/films.ts). */
export const SITE_FILMS = 'node_modules/.cache/films/site-films.json';

/** Stops the build: a setting that cannot work. */
export class FilmError extends Error {
  /** @override */
  name = 'FilmError';
}

/** @typedef {import('./store.mjs').FilmInfo & { hash: string }} FilmEntry */

/**
 * @param {{ root: string, store?: import('./store.mjs').FilmStore,
 *   states?: import('./film-states.mjs').StateStore, cacheDir?: string,
 *   masters?: import('./bucket-masters.mjs').MasterBucket, limit?: number }} options
 *   without `store`, the local cache in `cacheDir`, encoded here first and
 *   copied to public/films/; `masters`: the bucket the editor uploads masters to
 * @returns {Promise<{ manifest: Record<string, FilmEntry>, encoded: string[],
 *   errors: string[], waiting: string[] }>} `waiting`: films left out, not ready yet
 */
export async function buildFilms({
  root,
  store,
  states,
  cacheDir = path.join(root, 'node_modules/.cache/films'),
  masters,
  limit,
}) {
  const publicDir = path.join(root, 'public');
  const target = store ?? localStore(cacheDir);
  const known = states ?? localStates(cacheDir);
  const made = store
    ? { encoded: [], errors: [] }
    : await encodeFilms({ root, store: target, states: known, cacheDir, masters, limit });
  /** @type {Record<string, FilmEntry>} */
  const manifest = {};
  /** @type {string[]} */
  const waiting = [];
  /** @type {string[]} */
  const errors = [];
  const seen = new Set();
  for (const film of await findFilms(root)) {
    if (seen.has(film.src)) continue;
    seen.add(film.src);
    const state = await known.get(film.src);
    const entry = await readyEntry(state);
    if (entry) {
      manifest[film.src] = entry;
      continue;
    }
    if (state?.state === 'error') errors.push(state.message ?? filmName(film));
    else waiting.push(filmName(film));
    // The field's previous film, if one was ready there: the page keeps it meanwhile.
    const before = (await known.get(fieldKey(film)))?.current;
    const kept = before && before !== film.src && (await readyEntry(await known.get(before)));
    if (kept) manifest[film.src] = kept;
  }
  /** @param {import('./film-states.mjs').FilmState | undefined} state */
  async function readyEntry(state) {
    if (state?.state !== 'ready' || !state.hash || state.version !== RENDITIONS_VERSION) return;
    const info = await target.get(filmFolder(state.hash));
    return info && { hash: state.hash, ...info };
  }
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  const file = path.join(root, SITE_FILMS);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(sorted, null, 2) + '\n');
  const folders = new Set(Object.values(manifest).map((f) => filmFolder(f.hash)));
  if (!store) await syncPublic(cacheDir, publicDir, folders);
  await syncPosters(target, publicDir, folders);
  return { manifest: sorted, encoded: made.encoded, errors, waiting };
}

/**
 * The store the environment names: the bucket when FILMS_BUCKET is set, else
 * undefined (local). A bucket without NEXT_PUBLIC_MEDIA_BASE would upload the
 * renditions and build pages that look for them on the site: refused.
 * @param {Record<string, string | undefined>} [env]
 */
export async function storeFromEnv(env = process.env) {
  const { bucket, endpoint, region, forcePathStyle } = bucketSettings(env);
  if (!bucket) return undefined;
  if (!/^https?:\/\//.test(env.NEXT_PUBLIC_MEDIA_BASE ?? ''))
    throw new FilmError(
      'Ustawienie FILMS_BUCKET jest, a NEXT_PUBLIC_MEDIA_BASE (adres CDN filmów, np. https://media.swiatlocien.pl) nie: strony szukałyby filmów na własnym serwerze.',
    );
  return bucketStore({ bucket, endpoint, region, forcePathStyle });
}

/**
 * Where the states are, beside the store the environment names: the masters'
 * bucket (private; the Worker reads it for the editor) with a bucket store,
 * else undefined (the local cache).
 * @param {Record<string, string | undefined>} [env]
 */
export async function statesFromEnv(env = process.env) {
  const { bucket, mastersBucket, endpoint, region, forcePathStyle } = bucketSettings(env);
  if (!bucket || !mastersBucket) return undefined;
  return bucketStates({ bucket: mastersBucket, endpoint, region, forcePathStyle });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const started = Date.now();
  try {
    const store = await storeFromEnv();
    const states = store && (await statesFromEnv());
    const masters = await mastersFromEnv();
    const { manifest, encoded, errors, waiting } = await buildFilms({
      root,
      store,
      states,
      masters,
    });
    const count = Object.keys(manifest).length;
    console.log(
      `films: ${count} on the pages (${encoded.length} encoded here, from ${store?.name ?? 'the cache'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const name of waiting)
      console.log(`Film ${name}: jeszcze w przygotowaniu – strona pokaże go, gdy będzie gotowy.`);
    // The Preview workflow asks the Films workflow for a draft's new films.
    if (process.env.GITHUB_OUTPUT)
      appendFileSync(process.env.GITHUB_OUTPUT, `films-waiting=${waiting.length}\n`);
    for (const message of errors) console.warn(message);
  } catch (error) {
    console.error(error instanceof FilmError || error instanceof ToolError ? error.message : error);
    process.exit(1);
  }
}
