// Masters the studio uploaded from the editor to the films' bucket
// (scripts/build/films/bucket-settings.mjs): read by the build with the
// bucket's key (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, read by the S3
// client), not over the public web, so masters need no public address. The
// SDK is loaded only here, so a local build never needs it.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { bucketSettings, masterKey } from './bucket-settings.mjs';

/**
 * @typedef {object} MasterBucket
 * @property {string} name                                  e.g. s3://swiatlocien-filmy/
 * @property {(src: string) => string | undefined} key      the object's key, if src is one of its objects
 * @property {(key: string) => Promise<{ etag: string, size: number }>} head
 * @property {(key: string, file: string) => Promise<void>} download
 */

/** @param {unknown} error */
const status = (error) =>
  /** @type {{ $metadata?: { httpStatusCode?: number } }} */ (error)?.$metadata?.httpStatusCode;

/**
 * Why the bucket did not give a master, in the studio's words.
 * @param {unknown} error
 * @param {string} where e.g. masters/film.mp4 (s3://swiatlocien-filmy/)
 */
function refusal(error, where) {
  const code = status(error);
  const name = /** @type {{ name?: string }} */ (error)?.name;
  if (code === 404 || name === 'NotFound' || name === 'NoSuchKey')
    return new Error(`nie ma pliku ${where} w magazynie filmów`);
  if (code === 401 || code === 403)
    return new Error(
      `publikacja nie ma dostępu do pliku ${where} (HTTP ${code}): klucz odczytu magazynu filmów jest nieważny albo nie obejmuje tego pliku`,
    );
  const cause = /** @type {{ code?: string, cause?: { code?: string } }} */ (error);
  const reason = code ? `HTTP ${code}` : (cause.cause?.code ?? cause.code ?? name ?? 'błąd');
  return new Error(`nie udało się odczytać pliku ${where} z magazynu filmów (${reason})`);
}

/**
 * The masters' bucket the environment names, or undefined (no bucket, or
 * masters outside it: they are then fetched by their public address).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<MasterBucket | undefined>}
 */
export async function mastersFromEnv(env = process.env) {
  const settings = bucketSettings(env);
  const { mastersBucket: bucket, endpoint, region, forcePathStyle } = settings;
  if (!bucket || !endpoint) return undefined;
  const { S3Client, GetObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ endpoint, region, forcePathStyle });
  const name = `s3://${bucket}/`;
  /** @param {string} key */
  const where = (key) => `${key} (${name})`;
  return {
    name,
    key: (src) => masterKey(src, settings),
    async head(key) {
      const head = await client
        .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        .catch((error) => {
          throw refusal(error, where(key));
        });
      return { etag: head.ETag ?? '', size: head.ContentLength ?? -1 };
    },
    async download(key, file) {
      const object = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        .catch((error) => {
          throw refusal(error, where(key));
        });
      if (!(object.Body instanceof Readable)) throw refusal(undefined, where(key));
      await pipeline(object.Body, createWriteStream(file));
    },
  };
}
