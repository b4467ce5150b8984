#!/usr/bin/env node
// The films pipeline, the first step of `npm run assets` (so of every build):
// for each film the content references (scripts/build/films/find-films.mjs),
// the master's SHA-256; when the store lacks that hash, ffmpeg makes its HLS
// ladder, poster and muted loop (ffmpeg.mjs) and the store keeps them
// (store.mjs). A publish without a new master encodes nothing. Then writes
// content/media/films.json, what the pages read (duration, size, hash), and
// copies each poster to public/media/film-posters/, where the next step
// (build-variants.mjs) makes its AVIF and WebP variants.
//   local (default): cache node_modules/.cache/films/<hash>/, served from public/films/
//   FILMS_BUCKET set: the bucket's films/<hash>/ (FILMS_S3_ENDPOINT, FILMS_S3_REGION,
//   AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY), served by NEXT_PUBLIC_MEDIA_BASE.
// Masters the studio uploaded from the editor are read from the bucket with the
// same key (bucket-masters.mjs); an unchanged one, known by its ETag (from the
// committed manifest or the cache's sources.json), is not downloaded again.
// A missing or broken master stops it with a Polish message naming the film
// (title, file, field), before anything is built or uploaded for the site.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { FILM_FILES, filmFolder } from '../../../lib/films.mjs';
import { mastersFromEnv } from './bucket-masters.mjs';
import { bucketSettings } from './bucket-settings.mjs';
import { encode, probe, ToolError } from './ffmpeg.mjs';
import { filmName, findFilms } from './find-films.mjs';
import { findMaster } from './masters.mjs';
import { bucketStore, localStore, syncPosters, syncPublic } from './store.mjs';

export const MANIFEST = 'content/media/films.json';

/** Stops the build: every line names a film and what is wrong with it. */
export class FilmError extends Error {
  /** @override */
  name = 'FilmError';
}

/**
 * @typedef {import('./store.mjs').FilmInfo & { hash: string, source?: { etag: string, size: number } }} FilmEntry
 */

/**
 * @param {{ root: string, store?: import('./store.mjs').FilmStore, cacheDir?: string,
 *   masters?: import('./bucket-masters.mjs').MasterBucket }} options
 *   without `store`, the local cache in `cacheDir`, copied to public/films/;
 *   `masters`: the bucket the editor uploads masters to
 * @returns {Promise<{ manifest: Record<string, FilmEntry>, encoded: string[] }>}
 */
export async function buildFilms({
  root,
  store,
  cacheDir = path.join(root, 'node_modules/.cache/films'),
  masters,
}) {
  const publicDir = path.join(root, 'public');
  const target = store ?? localStore(cacheDir);
  /** @type {Record<string, FilmEntry>} */
  const previous = JSON.parse(await readFile(path.join(root, MANIFEST), 'utf8').catch(() => '{}'));
  // What earlier builds on this machine learnt of remote masters: the studio's
  // new film is not in the committed manifest until someone commits it.
  const sourcesFile = path.join(cacheDir, 'sources.json');
  /** @type {Record<string, FilmEntry>} */
  const sources = JSON.parse(await readFile(sourcesFile, 'utf8').catch(() => '{}'));
  /** @type {Record<string, FilmEntry>} */
  const manifest = {};
  /** @type {string[]} */
  const encoded = [];
  /** @type {string[]} */
  const errors = [];
  for (const film of await findFilms(root)) {
    if (manifest[film.src]) continue;
    try {
      const master = await findMaster(film.src, {
        publicDir,
        downloadDir: path.join(cacheDir, 'masters'),
        known: sources[film.src] ?? previous[film.src],
        bucket: masters,
      });
      let info = await target.get(filmFolder(master.hash));
      if (!info) {
        const file = 'file' in master ? master.file : await master.fetch();
        const probed = await probe(file).catch((/** @type {Error} */ e) => {
          if (e instanceof ToolError) throw e;
          throw new Error(`plik ${film.src} nie jest poprawnym filmem (${e.message})`);
        });
        await mkdir(cacheDir, { recursive: true });
        // Beside the cache, so the finished folder is moved into it, not copied.
        const work = await mkdtemp(path.join(cacheDir, '.work-'));
        try {
          const rungs = await encode(file, probed, work);
          info = {
            width: probed.width,
            height: probed.height,
            duration: round(probed.duration),
            rungs,
          };
          await writeFile(path.join(work, FILM_FILES.info), JSON.stringify(info) + '\n');
          await target.put(filmFolder(master.hash), work);
        } finally {
          await rm(work, { recursive: true, force: true });
        }
        encoded.push(filmFolder(master.hash));
      }
      manifest[film.src] = {
        hash: master.hash,
        ...info,
        ...(master.source && { source: master.source }),
      };
    } catch (error) {
      if (error instanceof ToolError) throw error;
      errors.push(`Film ${filmName(film)}: ${/** @type {Error} */ (error).message}`);
    }
  }
  if (errors.length) {
    throw new FilmError(
      `Publikacja wstrzymana: ${errors.length === 1 ? 'jeden film ma' : 'filmy mają'} błąd; strona w internecie zostaje bez zmian.\n` +
        errors.join('\n') +
        '\nWgraj plik filmu jeszcze raz (MP4) albo popraw odnośnik w tym polu.',
    );
  }
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFile(path.join(root, MANIFEST), JSON.stringify(sorted, null, 2) + '\n');
  const remote = Object.entries(manifest).filter(([, film]) => film.source);
  if (remote.length) {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(sourcesFile, JSON.stringify({ ...sources, ...Object.fromEntries(remote) }));
  }
  const folders = new Set(Object.values(manifest).map((f) => filmFolder(f.hash)));
  if (!store) await syncPublic(cacheDir, publicDir, folders);
  await syncPosters(target, publicDir, folders);
  return { manifest: sorted, encoded };
}

/** @param {number} seconds */
const round = (seconds) => Math.round(seconds * 100) / 100;

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const started = Date.now();
  try {
    const store = await storeFromEnv();
    const masters = await mastersFromEnv();
    const { manifest, encoded } = await buildFilms({ root, store, masters });
    const count = Object.keys(manifest).length;
    console.log(
      `films: ${count} (${encoded.length} encoded, ${count - encoded.length} from ${store?.name ?? 'the cache'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(error instanceof FilmError || error instanceof ToolError ? error.message : error);
    process.exit(1);
  }
}
