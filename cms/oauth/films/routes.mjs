// The films routes of the sign-in service, <base>/films/…: the studio's
// editor uploads a master straight to the bucket in parts, with presigned
// part URLs from here, so the bucket's secret stays on the server. The
// contract (the editor's widget codes against it; docs/media.md, „The
// upload service”), JSON in and out, never cached:
//   POST /films/uploads           { name, size, type }         → 201 { key, uploadId, partSize, partCount, src }
//   POST /films/uploads/parts     { key, uploadId, partNumbers } → { urls: { "<n>": url } }  (1–50 numbers)
//   GET  /films/uploads/parts?key=…&uploadId=…                 → { parts: [{ partNumber, etag, size }] }
//   POST /films/uploads/complete  { key, uploadId, parts: [{ partNumber, etag }] } → { key, src, size }
//   POST /films/uploads/abort     { key, uploadId }            → 204
//   GET  /films/masters                                        → { masters: [{ key, src, size, lastModified }] }
// Every request: `Authorization: Bearer <the editor's GitHub token>` with
// push access to the repository (access.mjs), and an Origin, if any, of the
// site. Part URLs last an hour and take a plain PUT of the part's bytes
// (answer: its ETag); `complete` takes the parts in any order. Refusals:
// { error: "<Polish>" } with 400 (also an upload the bucket no longer has,
// or parts it does not match), 401, 403, 404 (uploads not set up), 405,
// 413, or 502 (the bucket or the Git host failed).
import { bearer, createAccess } from './access.mjs';
import { BucketError, createBucket } from './bucket.mjs';
import { COMPLETE_LIMIT, readJson, sendJson } from './json.mjs';
import { filmMessage, Refusal } from './messages.mjs';
import { createUploads } from './uploads.mjs';

/** S3's codes for an upload or parts that the request got wrong, not the bucket. */
const GONE = new Set(['NoSuchUpload']);
const BAD_PARTS = new Set(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall']);
const VERDICTS = /** @type {const} */ ({
  no_token: [401, 'signIn'],
  invalid: [401, 'signIn'],
  no_push: [403, 'noPush'],
  failed: [502, 'accessFailed'],
});

/**
 * @param {{
 *   films: import('./settings.mjs').FilmsConfig | undefined, basePath: string, allowedOrigin: string,
 *   log: ReturnType<typeof import('../log.mjs').createLog>, now: () => number,
 * }} options
 */
export function createFilmsRoutes({ films, basePath, allowedOrigin, log, now }) {
  const base = `${basePath}/films`;
  const send = films?.fetch ?? fetch;
  const timeoutMs = films?.timeoutMs ?? 10_000;
  const access =
    films && createAccess({ apiUrl: films.apiUrl, repo: films.repo, fetch: send, timeoutMs, now });
  const bucket = films && createBucket({ ...films, fetch: send, timeoutMs, now });
  const uploads = films && bucket && createUploads({ films, bucket, now });

  /**
   * Each route: its answer's status and body, and what the journal keeps of it.
   * @type {Record<string, (req: import('node:http').IncomingMessage, query: URLSearchParams) => Promise<[number, unknown, Record<string, string | number>?]>>}
   */
  const routes = uploads
    ? {
        'POST /uploads': async (req) => {
          const started = await uploads.start(await readJson(req));
          return [
            201,
            started,
            { event: 'film_upload_started', key: started.key, parts: started.partCount },
          ];
        },
        'POST /uploads/parts': async (req) => [200, uploads.parts(await readJson(req))],
        'GET /uploads/parts': async (_, query) => [200, await uploads.listParts(query)],
        'POST /uploads/complete': async (req) => {
          const done = await uploads.complete(await readJson(req, COMPLETE_LIMIT));
          return [200, done, { event: 'film_uploaded', key: done.key, size: done.size }];
        },
        'POST /uploads/abort': async (req) => {
          const { key } = await uploads.abort(await readJson(req));
          return [204, undefined, { event: 'film_upload_aborted', key }];
        },
        'GET /masters': async () => [200, await uploads.masters()],
      }
    : {};
  const paths = new Set(Object.keys(routes).map((route) => route.split(' ')[1]));

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} id the request's id in the journal
   */
  return async function filmsRoute(req, res, id) {
    const url = new URL(req.url ?? '/', 'http://service');
    const path = url.pathname.slice(base.length);
    const route = `${req.method} ${path}`;
    try {
      if (!access || !uploads) throw new Refusal(404, 'off', 'films_off');
      if ((req.url ?? '').length > 4096) throw new Refusal(400, 'malformed', 'long_url');
      const handler = routes[route];
      if (!handler) {
        throw paths.has(path)
          ? new Refusal(405, 'method', 'method')
          : new Refusal(404, 'unknown', 'unknown_route');
      }
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== allowedOrigin)
        throw new Refusal(403, 'origin', 'cross_origin');
      const { verdict, status: upstream } = await access.check(bearer(req.headers.authorization));
      if (verdict !== 'ok') {
        const [status, message] = VERDICTS[verdict];
        if (verdict === 'failed')
          log.warn('access_check_failed', { id, upstream_status: upstream });
        throw new Refusal(status, message, `access_${verdict}`);
      }
      const [status, body, journal] = await handler(req, url.searchParams);
      if (journal) {
        const { event, ...fields } = journal;
        log.info(String(event), { id, ...fields });
      }
      sendJson(res, status, body);
    } catch (error) {
      if (error instanceof Refusal) {
        log.refused(`films_${error.reason}`, { id, route: routes[route] ? route : undefined });
        return sendJson(res, error.status, { error: filmMessage(error.key) });
      }
      if (error instanceof BucketError) {
        const code = error.code ?? '';
        /** @type {[number, import('./messages.mjs').FilmMessage]} */
        const [status, message] = GONE.has(code)
          ? [400, 'noUpload']
          : BAD_PARTS.has(code)
            ? [400, 'parts']
            : [502, 'bucket'];
        const fields = { id, call: error.call, status: error.status, code };
        if (status === 502) log.warn('bucket_failed', fields);
        else log.refused(`films_bucket_${code}`, fields);
        return sendJson(res, status, { error: filmMessage(message) });
      }
      log.internal(id, error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { error: filmMessage('internal') });
    }
  };
}
