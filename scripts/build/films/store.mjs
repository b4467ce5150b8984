// Where a film's renditions are kept, by its folder (the master's hash and the
// renditions' version, lib/films.mjs): on this machine a cache folder (then
// copied to public/films/ for the build to serve), in production the bucket's
// films/<folder>/ prefix, which the CDN serves
// (NEXT_PUBLIC_MEDIA_BASE). A film is there once its film.json is: it is
// written last, so a half-finished upload or encode counts as missing.
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { FILM_FILES, FILM_POSTERS_DIR, FILMS_DIR } from '../../../lib/films.mjs';

/** @typedef {{ width: number, height: number, duration: number, rungs: number[] }} FilmInfo */
/**
 * @typedef {object} FilmStore
 * @property {string} name
 * @property {(folder: string) => Promise<FilmInfo | undefined>} get  the film's info, if it is there
 * @property {(folder: string, dir: string) => Promise<void>} put      keeps a folder of renditions
 * @property {(folder: string, file: string) => Promise<Uint8Array>} read  one file of a kept folder
 */

/** @param {string} cacheDir e.g. node_modules/.cache/films @returns {FilmStore} */
export function localStore(cacheDir) {
  return {
    name: cacheDir,
    async get(folder) {
      const file = path.join(cacheDir, folder, FILM_FILES.info);
      return JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) ?? undefined;
    },
    async put(folder, dir) {
      const target = path.join(cacheDir, folder);
      await rm(target, { recursive: true, force: true });
      await mkdir(cacheDir, { recursive: true });
      await rename(dir, target);
    },
    read: (folder, file) => readFile(path.join(cacheDir, folder, file)),
  };
}

/**
 * Each film's poster, from the store, copied to <publicDir>/media/film-posters/
 * (git-ignored; filmPosterUrl), and no other: the image build then makes its
 * variants like a photo's. A poster already there is not fetched again.
 * @param {FilmStore} store
 * @param {string} publicDir
 * @param {Set<string>} folders
 */
export async function syncPosters(store, publicDir, folders) {
  const dir = path.join(publicDir, FILM_POSTERS_DIR);
  await mkdir(dir, { recursive: true });
  const name = (/** @type {string} */ folder) => `${folder}${path.extname(FILM_FILES.poster)}`;
  const wanted = new Set([...folders].map(name));
  for (const file of await readdir(dir)) {
    if (!wanted.has(file)) await rm(path.join(dir, file), { force: true });
  }
  for (const folder of folders) {
    const target = path.join(dir, name(folder));
    if (await stat(target).catch(() => null)) continue;
    await writeFile(target, await store.read(folder, FILM_FILES.poster));
  }
}

/**
 * The films of the cache that `folders` names, copied to <publicDir>/films/
 * (git-ignored), and no others: what `next build` then serves from out/films/.
 * @param {string} cacheDir
 * @param {string} publicDir
 * @param {Set<string>} folders
 */
export async function syncPublic(cacheDir, publicDir, folders) {
  const served = path.join(publicDir, FILMS_DIR);
  await mkdir(served, { recursive: true });
  for (const name of await readdir(served)) {
    if (!folders.has(name)) await rm(path.join(served, name), { recursive: true, force: true });
  }
  for (const folder of folders) {
    const target = path.join(served, folder);
    const done = await stat(path.join(target, FILM_FILES.info)).catch(() => null);
    if (!done) await cp(path.join(cacheDir, folder), target, { recursive: true });
  }
}

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
});

/** @param {string} dir @returns {Promise<string[]>} files under dir, relative */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * An S3-compatible bucket (Cloudflare R2, Backblaze B2, s3rver in the tests).
 * The SDK is loaded only here, so a local build never needs it.
 * @param {{ bucket: string, endpoint?: string, region?: string, forcePathStyle?: boolean }} options
 * @returns {Promise<FilmStore>}
 */
export async function bucketStore({ bucket, endpoint, region = 'auto', forcePathStyle }) {
  const { S3Client, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ endpoint, region, forcePathStyle });
  const key = (/** @type {string} */ folder, /** @type {string} */ file) =>
    `${FILMS_DIR}/${folder}/${file}`;
  return {
    name: `s3://${bucket}/${FILMS_DIR}/`,
    async get(folder) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key(folder, FILM_FILES.info) }),
        );
        return JSON.parse((await object.Body?.transformToString()) ?? 'null') ?? undefined;
      } catch (error) {
        if (/** @type {{ name?: string }} */ (error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async put(folder, dir) {
      const files = (await filesUnder(dir)).sort(
        (a, b) => Number(a === FILM_FILES.info) - Number(b === FILM_FILES.info),
      );
      for (const file of files) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key(folder, file),
            Body: await readFile(path.join(dir, file)),
            ContentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
            // The folder is named by the master's hash: its files never change.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      }
      await rm(dir, { recursive: true, force: true });
    },
    async read(folder, file) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key(folder, file) }),
      );
      if (!object.Body) throw new Error(`s3://${bucket}/${key(folder, file)}: empty`);
      return object.Body.transformToByteArray();
    },
  };
}
