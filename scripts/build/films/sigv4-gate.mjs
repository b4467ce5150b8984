// The gate in front of s3rver (test-bucket.mjs): every signed request is
// checked as S3 and R2 check it (sigv4-check.mjs) and refused with S3's 403
// SignatureDoesNotMatch when wrong; the rest go on to s3rver, after what
// s3rver lacks is answered here (s3rver-multipart.mjs). Preflights and
// unsigned requests go through as they are.
import { createServer, request } from 'node:http';

import { signatureProblem } from './sigv4-check.mjs';

/**
 * The gate on 127.0.0.1 (any free port), forwarding to `target`.
 * @param {string} target e.g. http://127.0.0.1:4568
 * @param {Map<string, string>} secrets
 * @param {(req: import('node:http').IncomingMessage, body: Buffer, res: import('node:http').ServerResponse) => Promise<boolean>} [intercept]
 *   answers a request s3rver cannot (s3rver-multipart.mjs): true when it did
 * @returns {Promise<{ url: string, checked: () => number, refused: string[], close: () => Promise<void> }>}
 */
export async function signatureGate(target, secrets, intercept) {
  /** @type {string[]} */
  const refused = [];
  let checked = 0;
  const upstream = new URL(target);
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    if (req.headers.authorization || /[?&]X-Amz-Signature=/.test(req.url ?? '')) {
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
    const answered = intercept
      ? await intercept(req, body, res).catch(() => {
          res.writeHead(500, { 'Content-Type': 'application/xml' });
          res.end('<Error><Code>InternalError</Code></Error>');
          return true;
        })
      : false;
    if (answered) return;
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
