// The films routes' work, request by request: start a multipart upload
// under a free key, hand out presigned part URLs, list what is there for a
// resume, complete, abort, and list the masters already in the bucket. Each
// takes the request's parsed input and returns the answer's body, or throws
// a Refusal; the bucket's failures are BucketErrors (routes.mjs maps both).
import { MASTERS_PREFIX, masterSrc } from './master-src.mjs';
import { Refusal } from './messages.mjs';
import { numbered, safeName, videoType } from './safe-name.mjs';
import { DEFAULT_PART_SIZE, MAX_FILM_SIZE } from './settings.mjs';

const MiB = 1024 * 1024;
/** S3's and R2's limits on one upload. */
const MAX_PARTS = 10_000;
/** Part URLs one request may ask for: a few minutes of work at a good line. */
const MAX_URLS = 50;
/** Keys this service makes (safe-name.mjs), and no path tricks. */
const KEY = /^masters\/[a-z0-9][a-z0-9._-]{0,200}$/;
/** Upload ids are opaque: S3's, R2's and s3rver's are URL-safe text. */
const UPLOAD_ID = /^[\w.~+/=-]{1,1024}$/;
/** An ETag as the bucket returns it, quoted or not. */
const ETAG = /^"?[\w-]{1,128}"?$/;
/** A started upload keeps its key from a second one of the same name this long. */
const RESERVED_MS = 24 * 3_600_000;

/** @param {unknown} value @param {string} reason @returns {string} */
function string(value, reason, pattern = /^[\s\S]{1,1024}$/) {
  if (typeof value !== 'string' || !pattern.test(value))
    throw new Refusal(400, 'malformed', reason);
  return value;
}

/** @param {unknown} value @returns {number} */
function partNumber(value) {
  if (!Number.isInteger(value) || Number(value) < 1 || Number(value) > MAX_PARTS) {
    throw new Refusal(400, 'malformed', 'bad_part_number');
  }
  return Number(value);
}

/** The key and upload of a request; a key outside masters/ is its own refusal. @param {Record<string, unknown>} input */
function upload(input) {
  const key = string(input.key, 'bad_key');
  if (!key.startsWith(MASTERS_PREFIX) || !KEY.test(key))
    throw new Refusal(400, 'key', 'key_outside_masters');
  return { key, uploadId: string(input.uploadId, 'bad_upload_id', UPLOAD_ID) };
}

/**
 * Parts of `preferred` bytes, larger when a huge master would need more
 * than S3's 10 000 (whole MiB, all equal but the last, as R2 wants).
 * @param {number} size @param {number} preferred
 */
export function partPlan(size, preferred) {
  const partSize = Math.max(preferred, Math.ceil(size / MAX_PARTS / MiB) * MiB);
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

/**
 * @param {{ films: import('./settings.mjs').FilmsConfig, bucket: ReturnType<typeof import('./bucket.mjs').createBucket>, now: () => number }} deps
 */
export function createUploads({ films, bucket, now }) {
  const src = (/** @type {string} */ key) => masterSrc(key, films);
  /** Keys of uploads started here and not yet finished → when started. */
  const reserved = new Map();

  /** The first key of the name that is neither in the bucket nor being uploaded. @param {{ stem: string, extension: string }} name */
  async function freeKey(name) {
    for (const [key, started] of reserved) if (started + RESERVED_MS < now()) reserved.delete(key);
    for (let n = 1; n <= 100; n += 1) {
      const key = `${MASTERS_PREFIX}${numbered(name, n)}`;
      if (!reserved.has(key) && !(await bucket.exists(key))) return key;
    }
    // A hundred films of one name: the time tells this one apart.
    return `${MASTERS_PREFIX}${numbered({ ...name, stem: `${name.stem}-${now().toString(36)}` }, 1)}`;
  }

  return {
    /** POST /films/uploads @param {Record<string, unknown>} input */
    async start(input) {
      const name = string(input.name, 'bad_name');
      const { size, type = '' } = input;
      if (
        typeof size !== 'number' ||
        !Number.isInteger(size) ||
        size < 0 ||
        typeof type !== 'string'
      ) {
        throw new Refusal(400, 'malformed', 'bad_size_or_type');
      }
      const safe = safeName(name);
      const contentType = videoType(type, safe.extension);
      if (!contentType) throw new Refusal(400, 'notVideo', 'not_video');
      if (size === 0) throw new Refusal(400, 'empty', 'empty');
      if (size > (films.maxSize ?? MAX_FILM_SIZE)) throw new Refusal(413, 'tooBig', 'too_big');
      const key = await freeKey(safe);
      reserved.set(key, now());
      const uploadId = await bucket.createUpload(key, contentType).catch((error) => {
        reserved.delete(key);
        throw error;
      });
      return {
        key,
        uploadId,
        ...partPlan(size, films.partSize ?? DEFAULT_PART_SIZE),
        src: src(key),
      };
    },

    /** POST /films/uploads/parts @param {Record<string, unknown>} input */
    parts(input) {
      const { key, uploadId } = upload(input);
      const numbers = input.partNumbers;
      if (!Array.isArray(numbers) || numbers.length < 1 || numbers.length > MAX_URLS) {
        throw new Refusal(400, 'malformed', 'bad_part_numbers');
      }
      /** @type {Record<string, string>} */
      const urls = {};
      for (const n of numbers.map(partNumber)) urls[n] = bucket.partUrl(key, uploadId, n);
      return { urls };
    },

    /** GET /films/uploads/parts @param {URLSearchParams} query */
    async listParts(query) {
      const { key, uploadId } = upload({ key: query.get('key'), uploadId: query.get('uploadId') });
      return { parts: await bucket.listParts(key, uploadId) };
    },

    /** POST /films/uploads/complete @param {Record<string, unknown>} input */
    async complete(input) {
      const { key, uploadId } = upload(input);
      const given = input.parts;
      if (!Array.isArray(given) || given.length < 1 || given.length > MAX_PARTS) {
        throw new Refusal(400, 'malformed', 'bad_parts');
      }
      const parts = given.map((part) => ({
        partNumber: partNumber(part?.partNumber),
        etag: string(part?.etag, 'bad_etag', ETAG),
      }));
      // S3 wants them in ascending order, each once.
      if (parts.some((p, i) => i > 0 && p.partNumber <= (parts[i - 1]?.partNumber ?? 0))) {
        throw new Refusal(400, 'malformed', 'parts_out_of_order');
      }
      await bucket.complete(key, uploadId, parts);
      reserved.delete(key);
      return { key, src: src(key), size: await bucket.size(key) };
    },

    /** POST /films/uploads/abort @param {Record<string, unknown>} input */
    async abort(input) {
      const { key, uploadId } = upload(input);
      await bucket.abort(key, uploadId);
      reserved.delete(key);
      return { key };
    },

    /** GET /films/masters: newest first. */
    async masters() {
      const objects = await bucket.list(MASTERS_PREFIX);
      return {
        masters: objects
          .filter((o) => !o.key.endsWith('/'))
          .sort((a, b) =>
            a.lastModified < b.lastModified ? 1 : a.lastModified > b.lastModified ? -1 : 0,
          )
          .map(({ key, size, lastModified }) => ({ key, src: src(key), size, lastModified })),
      };
    },
  };
}
