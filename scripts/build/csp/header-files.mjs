// The files the CSP writer emits: the Worker's page→policy map
// (worker/site/generated/policies.json), and in out/ the platform's constant
// header rules (`_headers`) and the list of files never to upload
// (`.assetsignore`). Pure functions; the header values themselves are
// worker/site/headers.ts, the one source the Worker shares.

/**
 * @typedef {object} PagePolicy
 * @property {string} file HTML file relative to out/ ('kontakt.html')
 * @property {string} policy its Content-Security-Policy
 */

/** @typedef {readonly [string, string]} Header a header's name and value */

/**
 * The Worker's map (worker/site/policies.ts): each exported HTML file's
 * policy, by its path relative to out/, and the fallback of everything else.
 * @param {{ build: string, siteHost: string, preview: boolean, fallback: string, pages: readonly PagePolicy[] }} input
 */
export function policyMap({ build, siteHost, preview, fallback, pages }) {
  const sorted = [...pages].sort((a, b) => a.file.localeCompare(b.file));
  const map = {
    build,
    siteHost,
    preview,
    fallback,
    pages: Object.fromEntries(sorted.map((p) => [p.file, p.policy])),
  };
  return `${JSON.stringify(map, null, 1)}\n`;
}

/**
 * @typedef {object} HeaderRule
 * @property {string} path a _headers URL pattern ('/*', '/_next/static/*')
 * @property {readonly Header[]} headers name and value pairs
 */

/**
 * The constant rules of out/_headers, applied by the platform to every file
 * it serves (also to the Worker's own asset fetches, which the Worker then
 * completes per page: worker/site/app.ts). The number of rules depends on
 * the top-level entries of out/media/, never on the number of pages. The
 * platform joins the values of a header set by two matching rules, so no
 * header comes from two rules that can match one path.
 * @param {{ security: readonly Header[], noindex: string, fallback: string, mediaPolicy: string,
 *   cache: { immutable: string, media: string }, otherMedia: readonly string[] }} input
 *   otherMedia: the patterns of out/media/'s entries but img/ ('/media/photos/*', '/media/logo.svg')
 * @returns {HeaderRule[]}
 */
export function headerRules({ security, noindex, fallback, mediaPolicy, cache, otherMedia }) {
  /**
   * @param {string} pattern
   * @param {...Header} headers
   * @returns {HeaderRule}
   */
  const rule = (pattern, ...headers) => ({ path: pattern, headers });
  return [
    rule('/*', ...security),
    // The editor's files: not for search engines (its page says so too).
    rule('/admin/*', ['X-Robots-Tag', noindex]),
    rule('/admin/vendor/*', ['Content-Security-Policy', fallback]),
    rule(
      '/_next/static/*',
      ['Content-Security-Policy', fallback],
      ['Cache-Control', cache.immutable],
    ),
    // The films' renditions, when the site serves them itself: each folder is
    // named by its master's hash and the renditions' version (docs/media.md#films).
    rule('/films/*', ['Content-Security-Policy', fallback], ['Cache-Control', cache.immutable]),
    // Uploads never run as documents, whatever their type.
    rule('/media/*', ['Content-Security-Policy', mediaPolicy]),
    // Responsive variants: a content hash in every name (…-960-0123456789.avif).
    rule('/media/img/*', ['Cache-Control', cache.immutable]),
    ...otherMedia.map((p) => rule(p, ['Cache-Control', cache.media])),
  ];
}

/**
 * A `_headers` file (Cloudflare's format, which Netlify's shares).
 * @param {{ rules: readonly HeaderRule[], header: string }} input
 */
export function headersFile({ rules, header }) {
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const comment = header.split('\n').map((l) => `# ${l}`.trimEnd());
  return `${[comment.join('\n'), ...blocks].join('\n\n')}\n`;
}

/**
 * out/.assetsignore: what `wrangler deploy` and `wrangler dev` never upload
 * or serve. Every dotfile and dot-folder (gitignore syntax: at any depth);
 * `_headers` is read by the platform and never served either way.
 */
export const ASSETS_IGNORE = [
  '# Written by scripts/build/csp/write-csp.mjs: nothing whose name starts with a dot is uploaded.',
  '.*',
  '',
].join('\n');
