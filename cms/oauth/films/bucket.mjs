// The masters' bucket as the upload service uses it: the S3 calls of a
// multipart upload and a listing (s3-call.mjs signs and sends them), and the
// presigned part URLs the studio's browser PUTs to. Failures are
// BucketErrors (s3-call.mjs).
import { BucketError, createS3Call } from './s3-call.mjs';
import { completeXml, parseListObjects, parseListParts, text } from './s3-xml.mjs';
import { presignUrl } from './sigv4.mjs';

export { BucketError } from './s3-call.mjs';

/** Presigned part URLs last an hour: a 16 MiB part at 40 kB/s still fits. */
export const PART_URL_SECONDS = 3600;

/**
 * @param {import('./settings.mjs').FilmsConfig & { now: () => number }} config
 */
export function createBucket(config) {
  const { call, path, origin } = createS3Call(config);
  const { credentials, region, now } = config;

  return {
    /** Whether an object is there. @param {string} key */
    async exists(key) {
      const { status } = await call('HeadObject', { method: 'HEAD', key, ok: [200, 404] });
      return status === 200;
    },
    /** @param {string} key */
    async size(key) {
      const { headers } = await call('HeadObject', { method: 'HEAD', key });
      return Number(headers.get('content-length') ?? -1);
    },
    /** @param {string} key @param {string} contentType */
    async createUpload(key, contentType) {
      const { text: xml } = await call('CreateMultipartUpload', {
        method: 'POST',
        key,
        query: { uploads: '' },
        headers: { 'content-type': contentType },
      });
      const uploadId = text(xml, 'UploadId');
      if (!uploadId) throw new BucketError('CreateMultipartUpload', { code: 'NoUploadId' });
      return uploadId;
    },
    /** @param {string} key @param {string} uploadId @param {number} partNumber */
    partUrl(key, uploadId, partNumber) {
      return presignUrl({
        method: 'PUT',
        origin,
        path: path(key),
        query: { partNumber: String(partNumber), uploadId },
        credentials,
        region,
        now: now(),
        expiresSeconds: PART_URL_SECONDS,
      });
    },
    /** Every part uploaded so far, all pages. @param {string} key @param {string} uploadId */
    async listParts(key, uploadId) {
      const parts = [];
      /** @type {string | undefined} */
      let marker;
      for (let page = 0; page < 20; page += 1) {
        const query = {
          uploadId,
          'max-parts': '1000',
          ...(marker ? { 'part-number-marker': marker } : {}),
        };
        const listed = parseListParts(
          (await call('ListParts', { method: 'GET', key, query })).text,
        );
        parts.push(...listed.parts);
        if (!listed.truncated || !listed.next) break;
        marker = listed.next;
      }
      return parts;
    },
    /** @param {string} key @param {string} uploadId @param {{ partNumber: number, etag: string }[]} parts */
    async complete(key, uploadId, parts) {
      // Joining thousands of parts takes the store a while; it answers when done.
      await call('CompleteMultipartUpload', {
        method: 'POST',
        key,
        query: { uploadId },
        headers: { 'content-type': 'application/xml' },
        body: completeXml(parts),
        wait: 5 * 60_000,
      });
    },
    /** @param {string} key @param {string} uploadId */
    async abort(key, uploadId) {
      await call('AbortMultipartUpload', {
        method: 'DELETE',
        key,
        query: { uploadId },
        ok: [204, 200],
      });
    },
    /** Objects under a prefix, all pages (bounded). @param {string} prefix */
    async list(prefix) {
      const objects = [];
      /** @type {string | undefined} */
      let token;
      for (let page = 0; page < 20; page += 1) {
        const query = {
          'list-type': '2',
          prefix,
          ...(token ? { 'continuation-token': token } : {}),
        };
        const listed = parseListObjects(
          (await call('ListObjectsV2', { method: 'GET', query })).text,
        );
        objects.push(...listed.objects);
        if (!listed.truncated || !listed.next) break;
        token = listed.next;
      }
      return objects;
    },
  };
}
