// The naming rule of the responsive image variants, shared by the pages
// (lib/images.ts) and the build script (scripts/build/images/build-variants.mjs), so
// the names the HTML asks for are exactly the files the build writes. Plain
// JavaScript, so the build script runs it without a compile step; no Node
// imports, since the pages' bundle includes it.
/** Widths that fit the layouts: phone thumbnails up to a full-width 1920 photo. */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920];

/** Encoder settings; part of every variant's hash, so a change renames the files. */
export const ENCODERS = {
  // effort 2 encodes ~10x faster than the default 4 at nearly the same size here.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 74, effort: 4 },
};

export const VARIANT_FORMATS = /** @type {const} */ (['avif', 'webp']);

/** Where the variants are served from; their names carry a hash, so they are cached forever. */
export const VARIANT_DIR = '/media/img';

/**
 * The widths made for a source: every standard width below its own, and its
 * own width (never upscaled).
 * @param {number} sourceWidth
 * @returns {number[]}
 */
export function variantWidths(sourceWidth) {
  const below = VARIANT_WIDTHS.filter((w) => w < sourceWidth);
  return [...below, Math.min(sourceWidth, VARIANT_WIDTHS.at(-1) ?? sourceWidth)];
}

/**
 * '/media/photos/01.jpg' → 'photos-01': the variant file name stem.
 * @param {string} url
 * @returns {string}
 */
export function variantStem(url) {
  return url
    .replace(/^\/media\//, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
}

/**
 * The public URL of one variant.
 * @param {string} url the source's URL, e.g. '/media/photos/01.jpg'
 * @param {string} hash
 * @param {number} width
 * @param {'avif' | 'webp'} format
 * @returns {string}
 */
export function variantUrl(url, hash, width, format) {
  return `${VARIANT_DIR}/${variantStem(url)}-${width}-${hash}.${format}`;
}
