// For the tests of the film uploads (uploads.test.mjs, and the editor's
// widget tests): the sign-in service with its films routes on loopback, in
// front of the films' bucket of the tests (s3rver behind the signature
// check, scripts/build/films/test-bucket.mjs) and a stand-in of the Git
// host's `GET /repos/:owner/:repo` that knows three tokens: one that may
// push, one that may only read, and (any other) an invalid one.
// Not shipped: the release drops test files (.github/workflows/deploy.yml).
// cspell:ignore gho -- GitHub's tokens start so
import { createServer } from 'node:http';

import { startBucket, STUDIO_KEY } from '../../../scripts/build/films/test-bucket.mjs';

export const FILMS_REPO = 'studio/strona';
export const PUSH_TOKEN = 'gho_moze_publikowac';
export const READ_TOKEN = 'gho_tylko_czyta';
export const MASTERS_BUCKET = 'swiatlocien-filmy';

/** @param {import('node:net').Server} server */
const port = (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port;

/** A stand-in of GitHub's repository endpoint, counting its calls. */
export async function startRepoHost() {
  const calls = /** @type {string[]} */ ([]);
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const auth = req.headers.authorization ?? '';
    const push = auth === `Bearer ${PUSH_TOKEN}`;
    const reply = (/** @type {number} */ status, /** @type {unknown} */ body) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.url !== `/repos/${FILMS_REPO}`) return reply(404, { message: 'Not Found' });
    if (!push && auth !== `Bearer ${READ_TOKEN}`) return reply(401, { message: 'Bad credentials' });
    return reply(200, {
      full_name: FILMS_REPO,
      permissions: { admin: false, maintain: false, push, triage: push, pull: true },
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port(server)}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * The settings that turn uploads on in cms/oauth/server.mjs run as a process
 * (e2e/support/sign-in-servers.ts), for a test bucket (startBucket) and a Git
 * host: e2e/support/git-host/ answers GET /repos/:owner/:repo under
 * `<url>/api/v3` for its repository (studio/strona), with push access.
 * @param {{ endpoint: string, apiUrl: string, repo?: string }} where
 */
export function filmsEnv({ endpoint, apiUrl, repo = FILMS_REPO }) {
  return {
    FILMS_S3_ENDPOINT: endpoint,
    FILMS_S3_REGION: 'us-east-1',
    FILMS_MASTERS_BUCKET: MASTERS_BUCKET,
    FILMS_UPLOAD_ACCESS_KEY_ID: STUDIO_KEY.accessKeyId,
    FILMS_UPLOAD_SECRET_ACCESS_KEY: STUDIO_KEY.secretAccessKey,
    OAUTH_REPO: repo,
    OAUTH_API_URL: apiUrl,
  };
}

/**
 * The service with uploads on, its bucket and its Git host. `api` calls a
 * films route as the editor would: from the site's origin, signed in.
 * @param {{ origin?: string, films?: Partial<import('./settings.mjs').FilmsConfig> }} [options]
 *   origin: the site's (allowed) origin; films: settings over the defaults (e.g. partSize)
 */
export async function startFilmUploads({ origin = 'https://www.swiatlocien.pl', films = {} } = {}) {
  const bucket = await startBucket({ bucket: MASTERS_BUCKET, origin });
  const gitHost = await startRepoHost();
  // Loaded here: it needs Vitest, and filmsEnv serves Playwright's specs too.
  const { startTestService } = await import('../test-service.mjs');
  const service = await startTestService({
    publicUrl: `${origin}/oauth`,
    allowedOrigin: origin,
    films: {
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      bucket: MASTERS_BUCKET,
      credentials: STUDIO_KEY,
      repo: FILMS_REPO,
      apiUrl: gitHost.url,
      timeoutMs: 5_000,
      ...films,
    },
  });

  /**
   * @param {string} path after /oauth/films, e.g. /uploads
   * @param {{ method?: string, body?: unknown, token?: string | null, origin?: string | null }} [request]
   *   token null: none sent; origin null: no Origin header
   */
  async function api(path, { method, body, token = PUSH_TOKEN, origin: from = origin } = {}) {
    /** @type {Record<string, string>} */
    const headers = {};
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (from !== null) headers.Origin = from;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${service.origin}/oauth/films${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  }

  return {
    service,
    bucket,
    gitHost,
    api,
    /** The same settings for a process (filmsEnv). */
    env: filmsEnv({ endpoint: bucket.endpoint, apiUrl: gitHost.url }),
    async close() {
      await service.close();
      await gitHost.close();
      await bucket.close();
    },
  };
}
