// Points the editor's bundle at /admin instead of the CDNs it would fetch from
// at run time: unpkg.com for its locales and for modules it loads on demand
// (Immutable.js for custom previews, exifr for photo details, the WebP encoder
// where a browser cannot encode WebP itself) and cdn.jsdelivr.net for its
// fonts, the icons included. Each string is looked for as it stands in
// Sveltia CMS 0.221; if an upgrade moved one, the build stops here rather than
// ship an editor that shows English and icon names as words (docs/cms.md,
// docs/upgrading-next.md; test: cms/editor/rewrite.test.mjs). The rewrites
// of text Sveltia builds in its code: rewrite-text.mjs.

import { replaceAll } from './replace-all.mjs';
import {
  lowerCaseOptionalObject,
  rewriteListHeading,
  withoutBidiIsolation,
} from './rewrite-text.mjs';

/** @typedef {import('./vendor.mjs').VendorPackage} VendorPackage */

export const VENDOR_BASE = '/admin/vendor';

/** Modules the bundle imports from unpkg by name and version, which /admin serves. */
export const SELF_HOSTED_MODULES = ['immutable', 'exifr', '@jsquash/webp'];

/**
 * unpkg addresses left alone: syntax highlighting for the code field, which
 * no field of this site uses. /admin's CSP blocks them all the same.
 */
export const UNUSED_UNPKG = ['https://unpkg.com/@shikijs', 'https://unpkg.com/@sveltia/ui'];

/**
 * The version of `name` the bundle asks unpkg for: its package.json's range
 * with the leading ^ or ~ dropped, as the bundle itself does.
 * @param {string} bundle
 * @param {string} name
 */
export function bundledVersion(bundle, name) {
  const key = /^[\w]+$/.test(name) ? `(?:${name}|"${name}")` : `"${name.replace('/', '\\/')}"`;
  const match = new RegExp(`[{,]${key}:\`[\\^~]?([\\d.]+)\``).exec(bundle);
  return match?.[1];
}

/**
 * The bundle with every run-time address on /admin.
 * @param {string} bundle dist/sveltia-cms.js
 * @param {VendorPackage[]} packages cms/editor/vendor.json
 */
export function rewriteBundle(bundle, packages) {
  const pinned = new Map(packages.map((p) => [p.name, p]));
  for (const name of SELF_HOSTED_MODULES) {
    const wanted = bundledVersion(bundle, name);
    const have = pinned.get(name)?.version;
    if (!wanted || wanted !== have) {
      throw new Error(
        `cms/editor/vendor.json pins ${name}@${have ?? '(none)'}, but the editor's bundle loads ${name}@${wanted ?? '(not found)'}`,
      );
    }
  }
  let out = bundle;
  // Its locales, its update check and its chunks' fallback.
  out = replaceAll(
    out,
    '`https://unpkg.com/@sveltia/cms`',
    `\`${VENDOR_BASE}/@sveltia/cms\``,
    'the base of its locales',
  );
  // Modules by name: `https://unpkg.com/${name}` + `@${version}`.
  out = replaceAll(
    out,
    /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g,
    (_match, name) => `\`${VENDOR_BASE}/\${${name}}\``,
    'the base of the modules it loads on demand',
  );
  // Fonts: fontsource's CDN layout → the npm package's files/.
  out = replaceAll(
    out,
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([\d.]+)\/([a-z0-9-]+)\.woff2/g,
    (_match, id, variable, version, file) => {
      const name = `${variable ? '@fontsource-variable' : '@fontsource'}/${id}`;
      const pkg = pinned.get(name);
      const local = `files/${id}-${file}.woff2`;
      if (!pkg || pkg.version !== version || !pkg.files.includes(local)) {
        throw new Error(
          `cms/editor/vendor.json: the editor's bundle uses ${name}@${version} ${local}; pin it`,
        );
      }
      return `${VENDOR_BASE}/${name}@${version}/${local}`;
    },
    'its fonts',
  );
  out = rewriteListHeading(out);
  out = withoutBidiIsolation(out);
  out = lowerCaseOptionalObject(out);
  const left = [...out.matchAll(/https:\/\/(?:unpkg\.com|cdn\.jsdelivr\.net)[^`'")\s]*/g)]
    .map((m) => m[0])
    .filter((url) => !UNUSED_UNPKG.some((unused) => url.startsWith(unused)));
  if (left.length > 0) {
    throw new Error(
      `cms/editor/rewrite.mjs: the editor's bundle still loads ${[...new Set(left)].join(', ')}`,
    );
  }
  return out;
}

/**
 * The WebP encoder imports wasm-feature-detect by its bare name (unpkg's
 * ?module resolves it); /admin serves the module beside it.
 * @param {string} source @jsquash/webp's encode.js
 * @param {VendorPackage} featureDetect
 */
export function rewriteWebpEncoder(source, featureDetect) {
  return replaceAll(
    source,
    /from ['"]wasm-feature-detect['"]/g,
    `from '../../wasm-feature-detect@${featureDetect.version}/dist/esm/index.js'`,
    'the WebP encoder’s one import by name',
  );
}
