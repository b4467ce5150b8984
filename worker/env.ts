// The Worker's bindings (wrangler.jsonc): one type for every module of worker/.
// A draft's preview (wrangler.jsonc `previews`) has none of the bindings and
// secrets below but ASSETS; the Worker touches them only on production's host.
export interface Env {
  ASSETS: Fetcher;
  MASTERS: R2Bucket;
  SIGN_IN_LIMIT: RateLimit;
  UPLOAD_LIMIT: RateLimit;
  /** Token exchanges per address (an IPv6 /64): strangers spend their own budget. */
  EXCHANGE_LIMIT: RateLimit;
  /** Token exchanges of all visitors together: the client secret spent little at a time. */
  EXCHANGE_CEILING: RateLimit;
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET?: string;
  CMS_REPO: string;
  GITHUB_URL: string;
  GITHUB_API_URL: string;
  /** The S3 API of the masters' bucket, e.g. https://<account>.eu.r2.cloudflarestorage.com: with
   * FILMS_MASTERS_BUCKET it makes a master's `src`, which the films pipeline reads with its key.
   * Empty: film uploads are off (404). */
  FILMS_S3_ENDPOINT: string;
  /** The masters' bucket's name: MASTERS's `bucket_name`. */
  FILMS_MASTERS_BUCKET: string;
  /** "prelaunch" while the launch list is not empty: the public sees only a notice (site/gate.ts). */
  SITE_STATE?: string;
  /** A draft's preview only: its last moment, ISO 8601 (.github/workflows/preview.yml). */
  PREVIEW_EXPIRES?: string;
  /** The commit and the time of this version, set by the Publish workflow (/oauth/health). */
  SITE_COMMIT?: string;
  SITE_PUBLISHED?: string;
  /** Local runs only (scripts/dev/): where the e-mail stand-in listens. */
  LOCAL_OUTBOX?: string;
}
