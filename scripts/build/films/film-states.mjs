// Each film's state, by its master's address: what the encode job
// (encode-films.mjs) last did with it, read back by the site's build
// (build-films.mjs: which films the pages may show, with their facts) and by
// the editor through the Worker (worker/films/states.ts). One small JSON
// object per film, `film-states/<SHA-256 of src>.json`: in the masters'
// bucket (private) when the build has one, else in the local cache.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { FILM_STATES_PREFIX } from '../../../lib/film-masters.mjs';

/**
 * @typedef {object} FilmState
 * @property {string} src
 * @property {'preparing' | 'ready' | 'error'} state
 * @property {string} updated   ISO time
 * @property {string} film      how the messages name it („Tytuł”, file and field)
 * @property {string} [message] an error, in Polish: what is wrong and what to do
 * @property {boolean} [retry]  an error that may pass by itself (the bucket, the network): tried again
 * @property {string} [hash]    the master's SHA-256 (ready, or known before an error)
 * @property {number} [version] the renditions' version it was made with (lib/films.mjs)
 * @property {{ etag: string, size: number }} [source] a remote master's ETag and size
 * @property {number} [width]
 * @property {number} [height]
 * @property {number} [duration]
 * @property {number[]} [rungs]
 * @property {string} [current] a field's record (fieldKey): the master last ready in it
 * @property {number} [tries]   runs that began this master's encode and did not finish it
 * @property {boolean} [deferred] left by a run with too little time: the next run takes it first
 */

/**
 * @typedef {object} StateStore
 * @property {string} name
 * @property {(src: string) => Promise<FilmState | undefined>} get
 * @property {(state: FilmState) => Promise<void>} put
 */

/** The object's key for a film's master address. @param {string} src */
export const stateKey = (src) =>
  `${FILM_STATES_PREFIX}${createHash('sha256').update(src).digest('hex')}.json`;

/**
 * A field's record among the states: which master was last ready in it, so
 * the pages keep that film while a new master in the same field is prepared
 * (or fails). Keyed like a film, by a name no master address has.
 * @param {{ file: string, field: string }} ref
 */
export const fieldKey = (ref) => `field:${ref.file}#${ref.field}`;

/** @param {string} cacheDir e.g. node_modules/.cache/films @returns {StateStore} */
export function localStates(cacheDir) {
  return {
    name: path.join(cacheDir, FILM_STATES_PREFIX),
    async get(src) {
      const text = await readFile(path.join(cacheDir, stateKey(src)), 'utf8').catch(() => 'null');
      return JSON.parse(text) ?? undefined;
    },
    async put(state) {
      const file = path.join(cacheDir, stateKey(state.src));
      await mkdir(path.dirname(file), { recursive: true });
      // Whole or not at all: the build may read it meanwhile.
      await writeFile(`${file}.part`, JSON.stringify(state) + '\n');
      await rename(`${file}.part`, file);
    },
  };
}

/**
 * The states in the masters' bucket, over the S3 API with the job's key.
 * @param {{ bucket: string, endpoint?: string, region?: string, forcePathStyle?: boolean }} options
 * @returns {Promise<StateStore>}
 */
export async function bucketStates({ bucket, endpoint, region = 'auto', forcePathStyle }) {
  const { S3Client, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ endpoint, region, forcePathStyle });
  return {
    name: `s3://${bucket}/${FILM_STATES_PREFIX}`,
    async get(src) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: stateKey(src) }),
        );
        return JSON.parse((await object.Body?.transformToString()) ?? 'null') ?? undefined;
      } catch (error) {
        if (/** @type {{ name?: string }} */ (error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async put(state) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: stateKey(state.src),
          Body: JSON.stringify(state) + '\n',
          ContentType: 'application/json',
          CacheControl: 'no-store',
        }),
      );
    },
  };
}
