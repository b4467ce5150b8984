// The upload service's settings (cms/oauth/oauth.env.example, docs/settings.md):
// the masters' bucket and the studio's key for it, now kept on the server,
// and the repository whose editors may upload. All optional: with none of
// them the films routes answer 404 and the sign-in is as before; with only
// some, the routes stay off and the service says which are missing.
/** R2 and S3 want parts of at least 5 MiB; R2 wants them equal but the last. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
export const DEFAULT_PART_SIZE = 16 * 1024 * 1024;
/** The largest master the service starts an upload for (a long 4K master is tens of GB). */
export const MAX_FILM_SIZE = 50 * 1024 ** 3;

/**
 * @typedef {object} FilmsConfig
 * @property {string} endpoint     the S3 API, e.g. https://<account>.eu.r2.cloudflarestorage.com
 * @property {string} region       `auto` for R2
 * @property {string} bucket       the masters' bucket
 * @property {string} [publicUrl]  the masters' public address, if any
 * @property {{ accessKeyId: string, secretAccessKey: string }} credentials the studio's key: never logged
 * @property {string} repo         owner/name: its editors (push access) may upload
 * @property {string} apiUrl       the Git host's API, e.g. https://api.github.com
 * @property {number} [partSize]   bytes a part (16 MiB; tests use 5 MiB)
 * @property {number} [maxSize]    bytes a master at most (50 GiB)
 * @property {number} [timeoutMs]  how long the bucket and the Git host may take (10 s)
 * @property {typeof fetch} [fetch] for the bucket and the Git host (tests may pass a stand-in)
 */

/** @param {string | undefined} value */
const set = (value) => value?.trim() || undefined;
/** @param {string | undefined} url */
const trimmed = (url) => set(url)?.replace(/\/+$/, '');

/**
 * The films settings, or why there are none.
 * @param {Record<string, string | undefined>} env
 * @returns {{ films?: FilmsConfig, missing: string[] }} missing: required names not set
 *   while others are (the routes then stay off)
 */
export function filmsConfigFromEnv(env) {
  const required = {
    FILMS_S3_ENDPOINT: trimmed(env.FILMS_S3_ENDPOINT),
    FILMS_MASTERS_BUCKET: set(env.FILMS_MASTERS_BUCKET),
    FILMS_UPLOAD_ACCESS_KEY_ID: set(env.FILMS_UPLOAD_ACCESS_KEY_ID),
    FILMS_UPLOAD_SECRET_ACCESS_KEY: set(env.FILMS_UPLOAD_SECRET_ACCESS_KEY),
    OAUTH_REPO: set(env.OAUTH_REPO),
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  // The build reads FILMS_S3_ENDPOINT too; on the server, the key is what turns uploads on.
  if (!required.FILMS_UPLOAD_ACCESS_KEY_ID && !required.FILMS_UPLOAD_SECRET_ACCESS_KEY) {
    return { missing: [] };
  }
  if (missing.length > 0) return { missing };
  if (!/^[\w.-]+\/[\w.-]+$/.test(/** @type {string} */ (required.OAUTH_REPO))) {
    throw new Error(`OAUTH_REPO must be owner/name, not ${JSON.stringify(env.OAUTH_REPO)}`);
  }
  const publicUrl = trimmed(env.FILMS_MASTERS_PUBLIC_URL);
  return {
    missing: [],
    films: {
      endpoint: new URL(/** @type {string} */ (required.FILMS_S3_ENDPOINT)).href.replace(
        /\/+$/,
        '',
      ),
      region: set(env.FILMS_S3_REGION) ?? 'auto',
      bucket: /** @type {string} */ (required.FILMS_MASTERS_BUCKET),
      ...(publicUrl ? { publicUrl } : {}),
      credentials: {
        accessKeyId: /** @type {string} */ (required.FILMS_UPLOAD_ACCESS_KEY_ID),
        secretAccessKey: /** @type {string} */ (required.FILMS_UPLOAD_SECRET_ACCESS_KEY),
      },
      repo: /** @type {string} */ (required.OAUTH_REPO),
      apiUrl: trimmed(env.OAUTH_API_URL) ?? 'https://api.github.com',
    },
  };
}
