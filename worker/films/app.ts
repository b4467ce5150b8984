// The studio's film uploads, /oauth/films/…, on the site's origin: the
// editor's film widget (cms/admin/film-*.ts) sends a master in parts through
// the Worker into the private masters' bucket (uploads.ts, the R2 binding).
// The contract, JSON in and out (but the part's bytes), never cached:
//   POST /uploads                  { name, size, type, duration?, width?, height? }
//                                                        → 201 { key, uploadId, partSize, partCount, src }
//   PUT  /uploads/parts?key=…&uploadId=…&partNumber=n  (the part's bytes) → { partNumber, etag, size }, ETag
//   GET  /uploads/parts?key=…&uploadId=…                → { parts: [{ partNumber, etag, size }] }
//   POST /uploads/complete         { key, uploadId }     → { key, src, size }
//   POST /uploads/abort            { key, uploadId }     → 204
//   GET  /masters                                        → { masters: [{ key, src, size, lastModified }] }
//   GET  /states?src=…                                   → { state, message?, updated? } (states.ts)
// Every request: `Authorization: Bearer <the editor's GitHub token>` with
// push access to CMS_REPO (access.ts), an Origin, if any, of the site, and
// within UPLOAD_LIMIT per address. Refusals: { error: "<Polish>" }
// (messages.ts) with 400, 401, 403, 404, 405, 409, 411, 413, 429, 502 or 503;
// 410 means the upload is gone for good (the editor then forgets it).
// cspell:ignore nosniff -- a header value
import { Hono, type Context } from 'hono';

import { FILMS_API } from '../../lib/film-uploads';
import { type Env } from '../env';
import { clientAddress } from '../sign-in/app';
import { log, logInternal, requestId } from '../sign-in/log';
import { bearer, checkAccess } from './access';
import { partNumberOf } from './input';
import { filmMessage, NO_SUCH_UPLOAD, r2Code, Refusal } from './messages';
import { listParts } from './records';
import { filmState } from './states';
import {
  abortUpload,
  completeUpload,
  listMasters,
  putPart,
  startUpload,
  uploadNamed,
} from './uploads';

type Films = { Bindings: Env; Variables: { id: string } };
type Ctx = Context<Films>;

const BASE = FILMS_API;
/** Most requests are a few hundred bytes. */
const BODY_LIMIT = 64 * 1024;
const ROUTES = new Set([
  'POST /uploads',
  'PUT /uploads/parts',
  'GET /uploads/parts',
  'POST /uploads/complete',
  'POST /uploads/abort',
  'GET /masters',
  'GET /states',
]);
const PATHS = new Set([...ROUTES].map((route) => route.split(' ')[1]));
const VERDICTS = {
  no_token: [401, 'signIn'],
  invalid: [401, 'signIn'],
  no_push: [403, 'noPush'],
  failed: [502, 'accessFailed'],
} as const;

const HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined)
    return new Response(null, { status, headers: { ...HEADERS, ...headers } });
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

const routeOf = (c: Ctx) => `${c.req.method} ${c.req.path.slice(BASE.length)}`;

/** The request's body as an object, or a Refusal (413 past the limit, 400 when not a JSON object). */
async function body(c: Ctx): Promise<Record<string, unknown>> {
  if (Number(c.req.header('Content-Length') ?? 0) > BODY_LIMIT)
    throw new Refusal(413, 'bodyTooLarge', 'body_too_large');
  const text = await c.req.text();
  if (text.length > BODY_LIMIT) throw new Refusal(413, 'bodyTooLarge', 'body_too_large');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'malformed', 'not_json');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Refusal(400, 'malformed', 'not_object');
  return value as Record<string, unknown>;
}

const query = (c: Ctx) => ({ key: c.req.query('key'), uploadId: c.req.query('uploadId') });

export const films = new Hono<Films>();

films.onError((error, c) => {
  const id = c.get('id') ?? requestId();
  const route = ROUTES.has(routeOf(c)) ? routeOf(c) : undefined;
  if (error instanceof Refusal) {
    log('info', 'refused', { id, reason: `films_${error.reason}`, route });
    const retry: Record<string, string> = error.status === 429 ? { 'Retry-After': '60' } : {};
    return json(error.status, { error: filmMessage(error.key) }, retry);
  }
  // R2's binding fails with its code in the message (uploads.ts handles
  // the ones of an upload and its records; any other call: here).
  const code = r2Code(error);
  if (code === NO_SUCH_UPLOAD) {
    log('info', 'refused', { id, reason: 'films_no_such_upload', route });
    return json(410, { error: filmMessage('noUpload') });
  }
  if (code) {
    log('warn', 'bucket_failed', { id, route, code });
    return json(502, { error: filmMessage('bucket') });
  }
  logInternal(id, error);
  return json(500, { error: filmMessage('internal') });
});

// Every films request, before its route: known, within the limit, switched
// on, from the site, and from an editor who may push to the repository.
films.use('*', async (c, next) => {
  c.set('id', requestId());
  c.header('X-Request-Id', c.get('id'));
  const route = routeOf(c);
  if (!ROUTES.has(route)) {
    throw PATHS.has(c.req.path.slice(BASE.length))
      ? new Refusal(405, 'method', 'method')
      : new Refusal(404, 'unknown', 'unknown_route');
  }
  const { success } = await c.env.UPLOAD_LIMIT.limit({ key: clientAddress(c.req.raw) });
  if (!success) throw new Refusal(429, 'limited', 'limited');
  if (!c.env.FILMS_S3_ENDPOINT || !c.env.FILMS_MASTERS_BUCKET || !c.env.CMS_REPO)
    throw new Refusal(404, 'off', 'films_off');
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin)
    throw new Refusal(403, 'origin', 'cross_origin');
  const { verdict, status } = await checkAccess(c.env, bearer(c.req.header('Authorization')));
  if (verdict !== 'ok') {
    if (verdict === 'failed')
      log('warn', 'access_check_failed', { id: c.get('id'), upstream_status: status });
    const [code, message] = VERDICTS[verdict];
    throw new Refusal(code, message, `access_${verdict}`);
  }
  await next();
});

films.post('/uploads', async (c) => {
  const started = await startUpload(c.env, await body(c));
  log('info', 'film_upload_started', {
    id: c.get('id'),
    key: started.key,
    parts: started.partCount,
  });
  return json(201, started);
});

films.put('/uploads/parts', async (c) => {
  const { id, record } = await uploadNamed(c.env, query(c));
  const n = partNumberOf(c.req.query('partNumber'), record.partCount);
  const declared = c.req.header('Content-Length');
  if (declared === undefined || !/^\d{1,12}$/.test(declared))
    throw new Refusal(411, 'partLength', 'part_without_length');
  const part = await putPart(c.env, id, record, n, Number(declared), c.req.raw.body);
  // The part's ETag also as the header, where Uppy's S3 client reads it
  // (cms/admin/film-upload.ts); quoted, as HTTP writes an entity tag.
  return json(200, part, { ETag: `"${part.etag}"` });
});

films.get('/uploads/parts', async (c) => {
  const { id, record } = await uploadNamed(c.env, query(c));
  return json(200, { parts: await listParts(c.env, id, record) });
});

films.post('/uploads/complete', async (c) => {
  const { id, record } = await uploadNamed(c.env, await body(c));
  const done = await completeUpload(c.env, id, record);
  log('info', 'film_uploaded', { id: c.get('id'), key: done.key, size: done.size });
  return json(200, done);
});

films.post('/uploads/abort', async (c) => {
  const { id, record } = await uploadNamed(c.env, await body(c));
  await abortUpload(c.env, id, record);
  log('info', 'film_upload_aborted', { id: c.get('id'), key: record.key });
  return json(204);
});

films.get('/masters', async (c) => json(200, { masters: await listMasters(c.env) }));

films.get('/states', async (c) => json(200, await filmState(c.env, c.req.query('src'))));

// Nothing else under /oauth/films answers (the middleware above refuses it first).
films.all('*', () => {
  throw new Refusal(404, 'unknown', 'unknown_route');
});
