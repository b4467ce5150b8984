// One signed call to the masters' bucket (S3's REST API, path-style:
// `<endpoint>/<bucket>/<key>`, which R2, B2 and s3rver take, and the form the
// build already reads), with its failure as a BucketError carrying what the
// journal may keep (the call, S3's status and error code), never an answer's
// body or a URL with a signature.
import { errorCode } from './s3-xml.mjs';
import { encode, signRequest } from './sigv4.mjs';

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
export function createS3Call({
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

  return { call, path, origin };
}
