// Each exported page's Content-Security-Policy, written by the build
// (scripts/build/csp/write-csp.mjs) into worker/site/generated/policies.json
// and bundled into the Worker: a page's policy allows the sha256 of its own
// inline scripts, so the map belongs to the build it came from and travels
// with it in one upload (`wrangler deploy` after `npm run build`). The file is
// git-ignored; without a build, `wrangler dev` and `wrangler deploy` stop at
// "Could not resolve ./generated/policies.json" (scripts/dev/serve.mjs says
// to build first), and the Worker's unit tests read policies.fixture.json
// instead (vitest.config.ts).
import generated from './generated/policies.json';

export interface SitePolicies {
  /** Next's build id of the export the map was written for. */
  readonly build: string;
  /** The production host (NEXT_PUBLIC_SITE_URL's): any other host is a preview, not indexed. */
  readonly siteHost: string;
  /** A preview build (SITE_PREVIEW=1): never indexed, on any host. */
  readonly preview: boolean;
  /** The policy of everything that is not a page: no inline script at all. */
  readonly fallback: string;
  /** Exported HTML file, relative to out/ ('kontakt.html', 'fotografia/404.html') → its policy. */
  readonly pages: Readonly<Record<string, string>>;
}

export const SITE: SitePolicies = generated;
