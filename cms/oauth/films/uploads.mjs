// The films routes' work, request by request: start a multipart upload
// under a free key, hand out presigned part URLs, list what is there for a
// resume, complete, abort, and list the masters already in the bucket. Each
// takes the request's input (read by upload-input.mjs) and returns the
// answer's body, or throws a Refusal; the bucket's failures are
// BucketErrors (routes.mjs maps both).
import { MASTERS_PREFIX, masterSrc } from './master-src.mjs';
import { numbered } from './safe-name.mjs';
import { DEFAULT_PART_SIZE } from './settings.mjs';
import { filmOf, partNumbersOf, partPlan, partsOf, uploadOf } from './upload-input.mjs';

/** A started upload keeps its key from a second one of the same name this long. */
const RESERVED_MS = 24 * 3_600_000;

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
      if (reserved.has(key)) continue;
      // Held before the bucket is asked: two uploads of one name at once get two keys.
      reserved.set(key, now());
      let taken;
      try {
        taken = await bucket.exists(key);
      } finally {
        if (taken !== false) reserved.delete(key);
      }
      if (taken === false) return key;
    }
    // A hundred films of one name: the time tells this one apart.
    const key = `${MASTERS_PREFIX}${numbered({ ...name, stem: `${name.stem}-${now().toString(36)}` }, 1)}`;
    reserved.set(key, now());
    return key;
  }

  return {
    /** POST /films/uploads @param {Record<string, unknown>} input */
    async start(input) {
      const { name, size, contentType } = filmOf(input, films.maxSize);
      const key = await freeKey(name);
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
      const { key, uploadId } = uploadOf(input);
      /** @type {Record<string, string>} */
      const urls = {};
      for (const n of partNumbersOf(input.partNumbers)) urls[n] = bucket.partUrl(key, uploadId, n);
      return { urls };
    },

    /** GET /films/uploads/parts @param {URLSearchParams} query */
    async listParts(query) {
      const { key, uploadId } = uploadOf({
        key: query.get('key'),
        uploadId: query.get('uploadId'),
      });
      return { parts: await bucket.listParts(key, uploadId) };
    },

    /** POST /films/uploads/complete @param {Record<string, unknown>} input */
    async complete(input) {
      const { key, uploadId } = uploadOf(input);
      const parts = partsOf(input.parts);
      await bucket.complete(key, uploadId, parts);
      reserved.delete(key);
      return { key, src: src(key), size: await bucket.size(key) };
    },

    /** POST /films/uploads/abort @param {Record<string, unknown>} input */
    async abort(input) {
      const { key, uploadId } = uploadOf(input);
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
