// The films' bucket as the environment names it, read in one place by the
// films pipeline (where masters come from, where renditions go), the editor's
// writer (the film field's upload widget, scripts/build/write-admin.mjs) and the
// editor's policy (scripts/build/csp/write-csp.mjs): the studio uploads a
// master where the build then looks for it. Never a secret: the build's key
// is read by the S3 client itself (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY);
// the studio's browser sends the parts through the site's Worker
// (worker/films/, docs/media.md), never with a key.

// Where masters go and the forms of their `src`: one place for the build
// and the Worker's uploads (lib/film-masters.mjs).
import { masterBases, MASTERS_PREFIX } from '../../../lib/film-masters.mjs';

export { MASTERS_PREFIX };

/**
 * @typedef {object} BucketSettings
 * @property {string | undefined} bucket       renditions (FILMS_BUCKET); unset: the local cache
 * @property {string | undefined} mastersBucket masters (FILMS_MASTERS_BUCKET, else FILMS_BUCKET)
 * @property {string | undefined} endpoint     the S3 API's origin, no trailing slash
 * @property {string} region
 * @property {boolean} forcePathStyle
 * @property {string | undefined} mastersPublicUrl where masters are readable without a key, if anywhere
 */

/** @param {string | undefined} url */
const trimmed = (url) => url?.trim().replace(/\/+$/, '') || undefined;

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {BucketSettings}
 */
export function bucketSettings(env = process.env) {
  const endpoint = trimmed(env.FILMS_S3_ENDPOINT);
  const bucket = env.FILMS_BUCKET?.trim() || undefined;
  return {
    bucket,
    mastersBucket: env.FILMS_MASTERS_BUCKET?.trim() || bucket,
    endpoint,
    region: env.FILMS_S3_REGION?.trim() || 'auto',
    forcePathStyle: env.FILMS_S3_FORCE_PATH_STYLE === '1',
    mastersPublicUrl: trimmed(env.FILMS_MASTERS_PUBLIC_URL),
  };
}

/**
 * The key of a master the content references, when it is an object of the
 * masters' bucket: by its public URL, or by the S3 API's path-style URL (the
 * editor writes the latter when the masters have no public address; only a
 * key reads it). Undefined for any other address.
 * @param {string} src
 * @param {BucketSettings} settings
 */
export function masterKey(src, { endpoint, mastersBucket, mastersPublicUrl }) {
  const bases = masterBases({ endpoint, bucket: mastersBucket, publicUrl: mastersPublicUrl });
  const base = bases.find((b) => src.startsWith(b));
  if (!base) return undefined;
  // The editor writes the key as it is (slugified names need no escaping);
  // an address typed by hand may be escaped.
  const rest = src.slice(base.length).split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(rest) || undefined;
  } catch {
    return rest || undefined;
  }
}

/**
 * Whether the editor's film field uploads masters to the bucket (the film
 * widget, cms/admin/film-field.ts, through the sign-in service's upload API):
 * when the build is given the masters' bucket and its endpoint. Otherwise
 * the field keeps the repository's library, as on a developer's machine.
 * @param {BucketSettings} settings
 */
export function uploadsMasters({ mastersBucket, endpoint }) {
  return Boolean(mastersBucket && endpoint);
}

/**
 * The origins the editor talks to for masters, for /admin's policy: the S3
 * API (left from presigned uploads: the parts now go through the Worker on
 * the site's own origin; see the closing note of issue #41), and the public
 * address (previews).
 * @param {BucketSettings} settings
 * @returns {{ connect: string[], media: string[] }}
 */
export function mastersOrigins(settings) {
  if (!uploadsMasters(settings)) return { connect: [], media: [] };
  const api = new URL(/** @type {string} */ (settings.endpoint)).origin;
  const media = settings.mastersPublicUrl ? [new URL(settings.mastersPublicUrl).origin] : [api];
  return { connect: [api], media };
}
