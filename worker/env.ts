// The Worker's bindings (wrangler.jsonc): one type for every module of worker/.
export interface Env {
  ASSETS: Fetcher;
  MASTERS: R2Bucket;
  SIGN_IN_LIMIT: RateLimit;
  UPLOAD_LIMIT: RateLimit;
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET?: string;
  CMS_REPO: string;
  GITHUB_URL: string;
  GITHUB_API_URL: string;
  /** Local runs only (scripts/dev/): where the e-mail stand-in listens. */
  LOCAL_OUTBOX?: string;
}
