// The site's response headers, one source for every place that sends them:
// the Worker (worker/site/app.ts) on pages, 404s and its own answers, and the
// build's out/_headers (scripts/build/csp/write-csp.mjs) for the files the
// platform serves without the Worker (/_next/static/, /media/, /films/,
// /admin/vendor/). Plain data: the build reads this module in Node, the
// Worker bundles it, the tests import it.
// cspell:ignore nosniff SAMEORIGIN -- header values, not copy

/** A header's name and value. */
export type Header = readonly [name: string, value: string];

/**
 * Every response's security headers but the Content-Security-Policy, which
 * is the page's own (worker/site/policies.ts).
 */
export const SECURITY_HEADERS: readonly Header[] = [
  // One year of https only. Add `includeSubDomains` (and then `preload`) once
  // every subdomain of the studio's domain answers over https.
  ['Strict-Transport-Security', 'max-age=31536000'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The site uses none of these; embedded content gets none either.
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  ],
  // frame-ancestors 'none' in the policy; this is the same for browsers without CSP 2.
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** Not for search engines: the editor, its preview, and every preview version of the site. */
export const NOINDEX = 'noindex, nofollow';

/**
 * The editor (/admin and its files): the site's headers but two. Signing in
 * to GitHub opens the sign-in page (/oauth/) in a popup, which hands the token
 * back to this window; under `same-origin` the popup would lose its opener.
 */
export const ADMIN_HEADERS: readonly Header[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['X-Robots-Tag', NOINDEX],
];

/**
 * The editor's preview (/podglad, framed by /admin): the site's own pages
 * may frame it (its policy's frame-ancestors 'self'; no other site may).
 */
export const PREVIEW_PAGE_HEADERS: readonly Header[] = [
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Robots-Tag', NOINDEX],
];

/**
 * Files under /media/ are photos, films and logos the studio uploads: never
 * a document that runs anything, whatever its type (an .html or an .svg
 * opened on its own is sandboxed: no script, no same origin, nothing loaded).
 */
export const MEDIA_POLICY = "sandbox; default-src 'none'";

/**
 * Cache-Control per class of file. Hashed files never change under their
 * name; other media may be replaced in place, so it is kept a day and then
 * revalidated; pages and everything else (HTML, the RSC .txt payloads,
 * robots.txt, the manifest, 404s) revalidate on every use (with their ETag),
 * so a new version shows at once.
 */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  media: 'public, max-age=86400',
  revalidate: 'no-cache',
} as const;
