// The policy of the site's pages: the hosts they may reach, and the policy
// text with each page's own script hashes (write-csp.mjs, through csp.mjs).

/**
 * A CSP source for an origin the policy must allow (an e-mail API, a media
 * host): scheme, host and port only, and nothing that could break out of the
 * header or the map it is written into.
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
