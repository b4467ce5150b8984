// The Content-Security-Policy of the static export, built from what the build
// actually emitted: Next inlines its bootstrap and RSC payload as <script>
// elements whose text differs per page, so script-src lists the sha256 of each
// page's own inline scripts instead of 'unsafe-inline'. Pure functions; the
// files are written by scripts/build/csp/write-csp.mjs.
import { createHash } from 'node:crypto';

/**
 * Script types a browser executes (HTML "prepare the script element"): no
 * type, a JavaScript MIME type, module, importmap and speculationrules. Any
 * other type (application/ld+json, application/json) is a data block: never
 * run, so it needs no hash.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The value of one attribute in a tag's attribute text, or undefined.
 * @param {string} attrs
 * @param {string} name
 */
function attribute(attrs, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    'i',
  ).exec(attrs);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The source text of every inline script of a page that the browser would
 * run, as the browser hashes it (the HTML parser turns CRLF and CR into LF).
 * @param {string} html
 * @returns {string[]}
 */
export function executableInlineScripts(html) {
  const scripts = [];
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== undefined) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase().split(';')[0] ?? '';
    if (!EXECUTED_TYPES.has(type.trim())) continue;
    scripts.push(text.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** @param {string} source */
export function sha256Source(source) {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/**
 * The distinct hashes of a page's executable inline scripts, sorted so the
 * generated files only change when the scripts do.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...new Set(executableInlineScripts(html).map(sha256Source))].sort();
}

// A start tag and its attributes, quoted values read whole: a value holding
// `onerror=` or `href="javascript:` (escaped content: `alt="&quot;&gt;…"`)
// is text, not an attribute.
const START_TAG =
  /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?|\s*\/)*)\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * Markup a hash cannot allow without 'unsafe-hashes' (inline event handlers,
 * javascript: URLs). Next emits none; if a change ever adds one, the build
 * fails here rather than the page breaking silently under the policy.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineHandlers(html) {
  const found = [];
  for (const [, attrs = ''] of html.replace(SCRIPT, '').matchAll(START_TAG)) {
    for (const [, name = '', ...values] of attrs.matchAll(ATTRIBUTE)) {
      const key = name.toLowerCase();
      const value = values.find((v) => v !== undefined) ?? '';
      if (/^on[a-z]+$/.test(key)) found.push(key);
      else if (URL_ATTRIBUTES.has(key) && /^\s*javascript:/i.test(value)) found.push('javascript:');
    }
  }
  return found;
}

/**
 * A CSP source for an origin the policy must allow (an e-mail API, a media
 * host): scheme, host and port only, and nothing that could break out of the
 * header or the nginx string it is written into.
 * @param {string} url
 */
export function originSource(url) {
  const origin = new URL(url).origin;
  if (!/^https?:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(origin)) {
    throw new Error(`Not an http(s) origin a policy can allow: ${url}`);
  }
  return origin;
}

/**
 * The connect-src origins of the contact form: none beyond 'self' when it
 * posts to the site's own origin (NEXT_PUBLIC_EMAILJS_ORIGIN=self).
 * @param {string} emailOrigin
 */
export function emailConnectSources(emailOrigin) {
  return emailOrigin === 'self' ? [] : [originSource(emailOrigin)];
}

/**
 * The hosts a site page's policy allows beyond its own: photos and films from
 * media hosts (img-src, media-src), and connections to the e-mail API and to
 * the films' CDN, whose playlists and segments hls.js fetches (connect-src).
 * The CDN is there only when NEXT_PUBLIC_MEDIA_BASE names one
 * (policy-inputs.ts), so a site serving its own films allows nothing more.
 * @param {{ mediaOrigins: readonly string[], emailOrigin: string, filmOrigins: readonly string[] }} inputs
 */
export function siteSources({ mediaOrigins, emailOrigin, filmOrigins }) {
  return {
    mediaOrigins: [...mediaOrigins, ...filmOrigins],
    connectOrigins: [...emailConnectSources(emailOrigin), ...filmOrigins],
  };
}

/**
 * @typedef {object} PolicyInputs
 * @property {readonly string[]} [scriptHashes] sha256-… sources of the page's inline scripts
 * @property {readonly string[]} [mediaOrigins] external hosts of photos and videos
 * @property {readonly string[]} [connectOrigins] the e-mail API, when not 'self'
 * @property {string} [frameAncestors] who may frame the page: none, but the editor's preview
 */

/**
 * The policy text. style-src keeps 'unsafe-inline': React renders
 * style attributes (the reveal and menu transitions, CSS variables) into the
 * HTML, and attributes cannot be hashed without 'unsafe-hashes' per value.
 * No upgrade-insecure-requests: HSTS covers https, and the directive would
 * break the plain-http loopback test.
 * @param {PolicyInputs} inputs
 */
export function buildPolicy({
  scriptHashes = [],
  mediaOrigins = [],
  connectOrigins = [],
  frameAncestors = "'none'",
} = {}) {
  const media = [...new Set(mediaOrigins.map(originSource))].sort();
  /** @type {[string, ...string[]][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...media],
    ['media-src', "'self'", 'data:', 'blob:', ...media],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins.map(originSource)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * The editor's page (/admin, Sveltia CMS): its own policy, and no other page's
 * changes. The editor runs from its self-hosted bundle and the modules it
 * loads on demand, all under /admin ('self'; no inline script, no eval).
 * 'wasm-unsafe-eval' lets it compile the WebP encoder it uses to shrink a
 * photo where the browser cannot encode WebP itself (Safari); it allows
 * WebAssembly only, not JavaScript's eval. It styles itself with inline
 * <style> elements, draws its preview pane in a blob: frame, shows uploads
 * and the Git host's files as blob: and data: URLs and the signed-in user's
 * avatar, talks to GitHub's API, and asks GitHub's status page whether
 * GitHub is having an incident (it says so to the studio when a save
 * fails). A build whose editor talks to another Git
 * host API (CMS_API_ROOT, cms/write-admin.mjs) allows that origin instead.
 * Where the build gives the film field the films' bucket (mastersOrigins in
 * scripts/build/films/bucket-settings.mjs), the editor lists and uploads
 * masters through the bucket's S3 API (connect-src) and previews them from
 * their public address (img-src, media-src); without one, neither is allowed.
 * @param {{ apiRoot?: string, masters?: { connect: readonly string[], media: readonly string[] } }} [options]
 */
export function buildAdminPolicy({ apiRoot, masters = { connect: [], media: [] } } = {}) {
  const bucketApi = masters.connect.map(originSource);
  const bucketMedia = masters.media.map(originSource);
  /** @type {[string, ...string[]][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'", 'blob:'],
    ['img-src', "'self'", 'data:', 'blob:', ...ADMIN_IMAGE_ORIGINS, ...bucketMedia],
    ['media-src', "'self'", 'data:', 'blob:', ...bucketMedia],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      // Its own uploads (blob:), and its built-in logo, which it fetches as a data: URL.
      'blob:',
      'data:',
      ...(apiRoot ? [originSource(apiRoot)] : ADMIN_API_ORIGINS),
      ...ADMIN_STATUS_ORIGINS,
      ...bucketApi,
    ],
    ['worker-src', "'self'", 'blob:'],
    // The preview pane is a blob: document of the editor's own, which frames /podglad.
    ['frame-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** GitHub's status page, which the editor asks whether GitHub has an incident. */
export const ADMIN_STATUS_ORIGINS = ['https://www.githubstatus.com'];
/** GitHub's API, which the editor reads and commits through. */
export const ADMIN_API_ORIGINS = ['https://api.github.com'];
/** The signed-in user's avatar in the editor's header. */
export const ADMIN_IMAGE_ORIGINS = ['https://avatars.githubusercontent.com'];

/**
 * Whether an exported HTML file is the editor's page.
 * @param {string} file path relative to out/
 */
export function isAdminPage(file) {
  return file === 'admin/index.html';
}

/**
 * Whether an exported HTML file is the editor's preview pane (app/podglad),
 * which /admin frames: frame-ancestors 'self' (deploy/nginx/preview-headers.conf).
 * @param {string} file path relative to out/
 */
export function isPreviewPage(file) {
  return file === 'podglad.html';
}

/**
 * The request path that serves an exported HTML file on a clean-URL host:
 * index.html → /, kontakt.html → /kontakt, fotografia/slubna.html → /fotografia/slubna.
 * @param {string} file path relative to out/, with forward slashes
 */
export function cleanPath(file) {
  const bare = file.replace(/\.html$/, '');
  if (bare === 'index') return '/';
  return `/${bare.replace(/\/index$/, '')}`;
}

/**
 * Exported pages that only ever answer as error pages (status 404).
 * @param {string} file
 */
export function isErrorPage(file) {
  return /(^|\/)(404|_not-found)\.html$/.test(file);
}

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
