// The Worker's bindings (wrangler.jsonc): one type for every module of worker/.
export interface Env {
  ASSETS: Fetcher;
  MASTERS: R2Bucket;
  SIGN_IN_LIMIT: RateLimit;
  UPLOAD_LIMIT: RateLimit;
  /** Token exchanges across all visitors (one key): the client secret spent little at a time. */
  EXCHANGE_LIMIT: RateLimit;
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
  /** Local runs only (scripts/dev/): where the e-mail stand-in listens. */
  LOCAL_OUTBOX?: string;
}
