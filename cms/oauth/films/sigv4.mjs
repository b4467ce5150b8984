// S3's Signature Version 4 with node:crypto, so the service needs no AWS SDK
// on the server (it runs with plain node and no npm packages,
// deploy/systemd/swiatlocien-oauth.service). Two forms: the header form for
// the service's own calls to the bucket, and the query form (a presigned
// URL) for the parts the studio's browser PUTs straight to the bucket, so
// the secret never leaves the server. Tests check both against
// scripts/build/films/sigv4-check.mjs, which verifies them as S3 and R2 do.
import { createHash, createHmac } from 'node:crypto';

/** @typedef {{ accessKeyId: string, secretAccessKey: string }} Credentials */

/** Parts' bodies are not hashed by the signer: the browser sends them unread. */
export const UNSIGNED = 'UNSIGNED-PAYLOAD';

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). @param {string} s */
export const encode = (s) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** @param {string | Buffer} data */
export const sha256Hex = (data) => createHash('sha256').update(data).digest('hex');
/** @param {string | Buffer} key @param {string} data */
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/** A query in SigV4's canonical order, encoded. @param {Record<string, string>} params */
export function canonicalQuery(params) {
  return Object.entries(params)
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** 20261126T003000Z, and its day. @param {number} ms */
function stamp(ms) {
  const date = new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { date, day: date.slice(0, 8) };
}

/**
 * The signature of a canonical request.
 * @param {{ canonical: string, date: string, day: string, region: string, secret: string }} input
 */
function signature({ canonical, date, day, region, secret }) {
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${secret}`, day), region));
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/**
 * @typedef {object} Target
 * @property {string} method
 * @property {string} origin  e.g. https://<account>.r2.cloudflarestorage.com
 * @property {string} path    already encoded (bucket.mjs encodes each segment)
 * @property {Record<string, string>} [query]
 */

/**
 * Headers that sign a request (the header form): Authorization, X-Amz-Date
 * and X-Amz-Content-Sha256 (the body's hash), plus the given ones, signed.
 * @param {Target & { headers?: Record<string, string>, body?: string, credentials: Credentials, region: string, now: number }} request
 * @returns {{ url: string, headers: Record<string, string> }}
 */
export function signRequest({
  method,
  origin,
  path,
  query = {},
  headers = {},
  body = '',
  credentials,
  region,
  now,
}) {
  const { date, day } = stamp(now);
  const host = new URL(origin).host;
  const payload = sha256Hex(body);
  /** @type {Record<string, string>} */
  const all = { ...lowerKeys(headers), host, 'x-amz-content-sha256': payload, 'x-amz-date': date };
  const names = Object.keys(all).sort();
  const canonical = [
    method,
    path,
    canonicalQuery(query),
    names.map((n) => `${n}:${String(all[n]).trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    payload,
  ].join('\n');
  const sig = signature({ canonical, date, day, region, secret: credentials.secretAccessKey });
  // fetch sets Host itself from the URL; it is signed, not sent by hand.
  const sent = { ...all };
  delete sent.host;
  const qs = canonicalQuery(query);
  return {
    url: `${origin}${path}${qs ? `?${qs}` : ''}`,
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${day}/${region}/s3/aws4_request, SignedHeaders=${names.join(';')}, Signature=${sig}`,
    },
  };
}

/**
 * A presigned URL (the query form): only `host` is signed and the body is
 * not, so any browser may send it as it is, until it expires.
 * @param {Target & { credentials: Credentials, region: string, now: number, expiresSeconds: number }} request
 */
export function presignUrl({
  method,
  origin,
  path,
  query = {},
  credentials,
  region,
  now,
  expiresSeconds,
}) {
  const { date, day } = stamp(now);
  const host = new URL(origin).host;
  const params = {
    ...query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${day}/${region}/s3/aws4_request`,
    'X-Amz-Date': date,
    'X-Amz-Expires': String(expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonical = [method, path, canonicalQuery(params), `host:${host}\n`, 'host', UNSIGNED].join(
    '\n',
  );
  const sig = signature({ canonical, date, day, region, secret: credentials.secretAccessKey });
  return `${origin}${path}?${canonicalQuery({ ...params, 'X-Amz-Signature': sig })}`;
}

/** @param {Record<string, string>} headers */
const lowerKeys = (headers) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
