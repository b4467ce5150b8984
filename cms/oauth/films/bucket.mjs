// The masters' bucket as the upload service uses it: S3's REST API with
// fetch and SigV4 (sigv4.mjs), path-style (`<endpoint>/<bucket>/<key>`,
// which R2, B2 and s3rver take, and the form the build already reads).
// Every failure is a BucketError carrying what the journal may keep (the
// call, S3's status and error code), never an answer's body or a URL with
// a signature.
import { completeXml, errorCode, parseListObjects, parseListParts, text } from './s3-xml.mjs';
import { encode, presignUrl, signRequest } from './sigv4.mjs';

/** Presigned part URLs last an hour: a 16 MiB part at 40 kB/s still fits. */
export const PART_URL_SECONDS = 3600;

export class BucketError extends Error {
  /** @param {string} call @param {{ status?: number, code?: string }} [details] */
  constructor(call, { status, code } = {}) {
    super(`${call}: ${status ?? ''} ${code ?? ''}`.trim());
    this.name = 'BucketError';
    this.call = call;
    this.status = status;
    this.code = code;
  }
}

/**
 * @param {import('./settings.mjs').FilmsConfig & { now: () => number }} config
 */
export function createBucket({
  endpoint,
  region,
  bucket,
  credentials,
  fetch: send = fetch,
  timeoutMs = 30_000,
  now,
}) {
  const origin = new URL(endpoint).origin;
  const base = `${new URL(endpoint).pathname.replace(/\/+$/, '')}/${encode(bucket)}`;
  /** @param {string} [key] */
  const path = (key) =>
    key === undefined ? base : `${base}/${key.split('/').map(encode).join('/')}`;

  /**
   * One signed call; the answer's text, or a BucketError.
   * @param {string} name the journal's name for the call
   * @param {{ method: string, key?: string, query?: Record<string, string>, headers?: Record<string, string>, body?: string, ok?: number[], wait?: number }} request
   */
  async function call(
    name,
    { method, key, query = {}, headers = {}, body = '', ok = [200], wait = timeoutMs },
  ) {
    const signed = signRequest({
      method,
      origin,
      path: path(key),
      query,
      headers,
      body,
      credentials,
      region,
      now: now(),
    });
    let response;
    try {
      response = await send(signed.url, {
        method,
        headers: signed.headers,
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(wait),
        redirect: 'error',
      });
    } catch (error) {
      const { name: kind, cause } = /** @type {{ name?: string, cause?: { code?: unknown } }} */ (
        error ?? {}
      );
      throw new BucketError(name, {
        code:
          kind === 'TimeoutError'
            ? 'timeout'
            : typeof cause?.code === 'string'
              ? cause.code
              : 'unreachable',
      });
    }
    const answer = method === 'HEAD' ? '' : await response.text().catch(() => '');
    // CompleteMultipartUpload may fail after its 200: S3 then sends an <Error>.
    const code = errorCode(answer);
    if (!ok.includes(response.status) || code)
      throw new BucketError(name, { status: response.status, code });
    return { status: response.status, text: answer, headers: response.headers };
  }

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
