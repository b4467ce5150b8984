/**
 * The pixel size written in an image file's header (JPEG, PNG, WebP, SVG…),
 * read synchronously (the content loader is synchronous) by `image-size`.
 * Used for a photo the variants manifest does not know yet: one uploaded in
 * the editor since the last build (scripts/build/images/build-variants.mjs
 * adds it at the next build).
 */
import { imageSize } from 'image-size';

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The size as the picture is shown: a phone's portrait photo is stored
 * sideways with an EXIF orientation of 5–8, which the build turns upright.
 * Undefined for an unknown format or a broken header.
 */
export function headerSize(bytes: Uint8Array): PixelSize | undefined {
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    return undefined;
  }
  const { width, height, orientation } = size;
  if (!width || !height) return undefined;
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}
