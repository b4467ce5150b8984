// The two files the CSP writer emits, one per kind of host: the nginx map
// (deploy/nginx/generated/csp.conf) and `_headers`, with the static headers
// and cache rules both share.

/**
 * @typedef {object} PagePolicy
 * @property {string} file HTML file relative to out/ ('kontakt.html')
 * @property {string} policy its Content-Security-Policy
 */

/** @param {string} value */
function nginxString(value) {
  // Map values are nginx strings that may hold variables: a '$', '"' or '\'
  // would change their meaning. Hashes, keywords and checked origins have none.
  if (/["\\$\n]/.test(value)) throw new Error(`Cannot write into an nginx string: ${value}`);
  return `"${value}"`;
}

/**
 * The nginx include: `map $uri $swiatlocien_csp`, one entry per exported
 * page. After try_files or error_page has picked the file, $uri is that file's
 * path (/kontakt.html, /fotografia/404.html), so each key is the file itself;
 * the default (no inline scripts allowed) covers every response that is not a
 * page: scripts, styles, media, robots.txt.
 * @param {{ pages: readonly PagePolicy[], fallback: string, header: string }} input
 */
export function nginxCspMap({ pages, fallback, header }) {
  const lines = [
    ...header.split('\n').map((l) => `# ${l}`.trimEnd()),
    'map $uri $swiatlocien_csp {',
    `    default ${nginxString(fallback)};`,
    ...[...pages]
      .sort((a, b) => a.file.localeCompare(b.file))
      .map((p) => `    ${nginxString(`/${p.file}`)} ${nginxString(p.policy)};`),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * @typedef {object} HeaderRule
 * @property {string} path a _headers URL pattern ('/kontakt', '/_next/static/*')
 * @property {readonly [string, string][]} headers name and value pairs
 */

/**
 * A `_headers` file (Netlify, Cloudflare Pages and hosts that copied them).
 * Those hosts apply every rule whose pattern matches and join repeated header
 * names with commas, so a header must never come from two rules that can
 * match the same path: two CSPs would both be enforced, and two
 * Cache-Control values would contradict each other.
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
 * The static security headers of the nginx include: every
 * `add_header Name "value" always;` whose value holds no nginx variable (the
 * CSP comes from the generated map). One source for nginx and `_headers`.
 * @param {string} conf deploy/nginx/security-headers.conf
 * @returns {[string, string][]}
 */
export function staticSecurityHeaders(conf) {
  /** @type {[string, string][]} */
  const headers = [];
  for (const line of conf.split('\n')) {
    const match = /^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;/.exec(line);
    if (match && !match[2]?.includes('$')) headers.push([match[1] ?? '', match[2] ?? '']);
  }
  return headers;
}

/**
 * Cache-Control per class of file, the same in deploy/nginx/static-site.conf
 * (a unit test holds them together) and in `_headers`. Hashed files never
 * change under their name; other media may be replaced in place, so it is
 * kept a day and then revalidated; pages and everything else (HTML, the RSC
 * .txt payloads, robots.txt, the manifest) revalidate on every use, so a new
 * build shows at once.
 */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  media: 'public, max-age=86400',
  revalidate: 'no-cache',
};
