// A gate in front of s3rver, which takes any signature of a known key: every
// signed request is checked here as S3 and R2 check it (Signature Version 4,
// header form, the payload's SHA-256 when it is signed), and refused with
// S3's 403 SignatureDoesNotMatch otherwise. So a test proves that the
// editor's own signing (Sveltia CMS, in the browser) would be accepted by the
// real bucket; the AWS SDK's requests pass through it too, which checks the
// gate itself. Preflights and unsigned requests go through as they are.
import { createHash, createHmac } from 'node:crypto';
import { createServer, request } from 'node:http';

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
 * Why a request's signature is wrong, or undefined when it is right.
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 * @param {Map<string, string>} secrets access key id → secret
 */
export function signatureProblem(req, body, secrets) {
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
  const [path = '/', query = ''] = (req.url ?? '/').split('?');
  const names = signed.split(';');
  if (!names.includes('host')) return 'host is not signed';
  const headers = names.map((n) => {
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
  const date = String(req.headers['x-amz-date'] ?? '');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    date,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${secret}`, day), region));
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return expected === signature ? undefined : `signature mismatch for\n${canonical}`;
}

/**
 * The gate on 127.0.0.1 (any free port), forwarding to `target`.
 * @param {string} target e.g. http://127.0.0.1:4568
 * @param {Map<string, string>} secrets
 * @returns {Promise<{ url: string, checked: () => number, refused: string[], close: () => Promise<void> }>}
 */
export async function signatureGate(target, secrets) {
  /** @type {string[]} */
  const refused = [];
  let checked = 0;
  const upstream = new URL(target);
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    if (req.headers.authorization) {
      checked += 1;
      const problem = signatureProblem(req, body, secrets);
      if (problem) {
        refused.push(`${req.method} ${req.url}: ${problem}`);
        res.writeHead(403, {
          'Content-Type': 'application/xml',
          ...(req.headers.origin ? { 'Access-Control-Allow-Origin': req.headers.origin } : {}),
        });
        res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...Object.fromEntries(
            Object.entries(req.headers).filter(([name]) => name !== 'transfer-encoding'),
          ),
          host: upstream.host,
          'content-length': String(body.length),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    forward.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    checked: () => checked,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
