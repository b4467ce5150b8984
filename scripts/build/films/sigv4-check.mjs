// A gate in front of s3rver, which takes any signature of a known key: every
// signed request is checked here as S3 and R2 check it (Signature Version 4,
// header form with the payload's SHA-256 when it is signed, or query form:
// a presigned URL, unexpired), and refused with S3's 403
// SignatureDoesNotMatch otherwise (the gate: sigv4-gate.mjs). So a test
// proves that the editor's own signing (Sveltia CMS, in the browser) and the
// upload service's (cms/oauth/films/sigv4.mjs) would be accepted by the real
// bucket; the AWS SDK's requests pass through it too, which checks the check.
import { createHash, createHmac } from 'node:crypto';

/** @param {string} s RFC 3986 encoding, as SigV4's canonical query */
const encode = (s) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** @param {string} query the raw query string */
function canonicalQuery(query) {
  return [...new URLSearchParams(query)]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** @param {string | Buffer} key @param {string} data */
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/**
 * The signature S3 would compute for a request, from its canonical form.
 * @param {{ req: import('node:http').IncomingMessage, path: string, query: string, signed: string,
 *   payload: string, date: string, day: string, region: string, secret: string }} input
 */
function expectedSignature({ req, path, query, signed, payload, date, day, region, secret }) {
  const headers = signed.split(';').map((n) => {
    const value = req.headers[n];
    return `${n}:${String(Array.isArray(value) ? value.join(',') : (value ?? ''))
      .trim()
      .replace(/\s+/g, ' ')}\n`;
  });
  const canonical = [
    req.method,
    path,
    canonicalQuery(query),
    headers.join(''),
    signed,
    payload,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    date,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${secret}`, day), region));
  return { canonical, signature: createHmac('sha256', key).update(toSign).digest('hex') };
}

/** 20261126T003000Z → ms. @param {string} date */
const parseDate = (date) =>
  Date.parse(date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * A presigned URL's problem (the query form: X-Amz-* parameters, the body
 * unsigned), as S3 and R2 check it, expiry included.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} path @param {URLSearchParams} params
 * @param {Map<string, string>} secrets @param {number} now
 */
function presignedProblem(req, path, params, secrets, now) {
  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(
    params.get('X-Amz-Credential') ?? '',
  );
  if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !credential)
    return 'not a SigV4 presigned URL';
  const [, keyId = '', day = '', region = ''] = credential;
  const secret = secrets.get(keyId);
  if (!secret) return `unknown key ${keyId}`;
  const date = params.get('X-Amz-Date') ?? '';
  const expires = Number(params.get('X-Amz-Expires'));
  const signed = params.get('X-Amz-SignedHeaders') ?? '';
  if (!date.startsWith(day) || !(expires >= 1 && expires <= 604800))
    return 'bad X-Amz-Date or X-Amz-Expires';
  if (now > parseDate(date) + expires * 1000) return 'the URL has expired';
  if (!signed.split(';').includes('host')) return 'host is not signed';
  const given = params.get('X-Amz-Signature');
  const rest = new URLSearchParams(params);
  rest.delete('X-Amz-Signature');
  const { canonical, signature } = expectedSignature({
    req,
    path,
    query: rest.toString(),
    signed,
    payload: 'UNSIGNED-PAYLOAD',
    date,
    day,
    region,
    secret,
  });
  return signature === given ? undefined : `presigned signature mismatch for\n${canonical}`;
}

/**
 * Why a request's signature is wrong, or undefined when it is right: the
 * header form (Authorization) or the query form (a presigned URL).
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 * @param {Map<string, string>} secrets access key id → secret
 * @param {number} [now] for a presigned URL's expiry
 */
export function signatureProblem(req, body, secrets, now = Date.now()) {
  const [path = '/', query = ''] = (req.url ?? '/').split('?');
  const params = new URLSearchParams(query);
  if (!req.headers.authorization && params.has('X-Amz-Signature')) {
    return presignedProblem(req, path, params, secrets, now);
  }
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return `not a SigV4 header: ${auth}`;
  const [, keyId = '', day = '', region = '', signed = '', signature = ''] = m;
  const secret = secrets.get(keyId);
  if (!secret) return `unknown key ${keyId}`;
  const payload = String(req.headers['x-amz-content-sha256'] ?? '');
  if (/^[0-9a-f]{64}$/.test(payload) && createHash('sha256').update(body).digest('hex') !== payload)
    return 'the payload hash does not match the body';
  if (!signed.split(';').includes('host')) return 'host is not signed';
  const date = String(req.headers['x-amz-date'] ?? '');
  const expected = expectedSignature({
    req,
    path,
    query,
    signed,
    payload,
    date,
    day,
    region,
    secret,
  });
  return expected.signature === signature
    ? undefined
    : `signature mismatch for\n${expected.canonical}`;
}
