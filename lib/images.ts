import manifest from '@/content/media/image-variants.json' with { type: 'json' };

import { VARIANT_FORMATS, variantUrl } from './image-variants.mjs';

/** One <source> of a <picture>: a format and its widths. */
export interface ImageSource {
  readonly type: `image/${(typeof VARIANT_FORMATS)[number]}`;
  /** e.g. '/media/img/photos-01-480-ab12cd34ef.avif 480w, …' */
  readonly srcSet: string;
}

/**
 * An image as the pages render it: the original file (the fallback for
 * browsers without AVIF or WebP, and for absolute URLs, which are used as they
 * are), its intrinsic size when known, and the responsive variants made at
 * build time by scripts/build/images/build-variants.mjs (named by lib/image-variants.mjs).
 */
export interface Picture {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
  readonly sources?: readonly ImageSource[];
  /** Its smallest AVIF variant inlined as a data: URI, drawn at the first paint (lib/image-preview.ts). */
  readonly preview?: { readonly src: string; readonly width: number; readonly height: number };
}

interface VariantEntry {
  readonly width: number;
  readonly height: number;
  readonly hash: string;
  readonly widths: readonly number[];
}

const variants: Readonly<Record<string, VariantEntry | undefined>> = manifest;

/** The picture for a URL of the registry, with its variants when the build made them. */
export function toPicture(url: string, size?: { width?: number; height?: number }): Picture {
  const entry = variants[url];
  if (!entry) return { url, width: size?.width, height: size?.height };
  return {
    url,
    width: entry.width,
    height: entry.height,
    sources: VARIANT_FORMATS.map((format) => ({
      type: `image/${format}`,
      srcSet: entry.widths.map((w) => `${variantUrl(url, entry.hash, w, format)} ${w}w`).join(', '),
    })),
  };
}
