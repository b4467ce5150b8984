// JSON in and out for the films routes: bodies read up to a limit (nginx
// allows as much, deploy/nginx/static-site.conf), answers never cached.
// cspell:ignore nosniff -- a header value
import { Refusal } from './messages.mjs';

/** Most requests are a few hundred bytes; completing 10 000 parts is ~700 kB. */
export const BODY_LIMIT = 64 * 1024;
export const COMPLETE_LIMIT = 1024 * 1024;

/**
 * The request's body as an object, or a Refusal (413 past the limit, 400 when
 * it is not a JSON object).
 * @param {import('node:http').IncomingMessage} req @param {number} [limit]
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJson(req, limit = BODY_LIMIT) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new Refusal(413, 'bodyTooLarge', 'body_too_large');
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new Refusal(413, 'bodyTooLarge', 'body_too_large');
    chunks.push(chunk);
  }
  let value;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new Refusal(400, 'malformed', 'not_json');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Refusal(400, 'malformed', 'not_object');
  }
  return value;
}

/**
 * @param {import('node:http').ServerResponse} res @param {number} status
 * @param {unknown} [body] none for 204
 */
export function sendJson(res, status, body) {
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  res
    .writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}
