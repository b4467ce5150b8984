import { preload } from 'react-dom';

import type { Picture } from '@/lib/images';

/**
 * Asks the browser to fetch a picture ahead of its <img>: the best format's
 * srcset (a browser that cannot decode it skips the hint by its type), or the
 * original file when the build made no variants.
 */
export function preloadPicture(
  picture: Picture,
  sizes: string,
  fetchPriority: 'high' | 'low',
): void {
  const best = picture.sources?.[0];
  if (!best) {
    preload(picture.url, { as: 'image', fetchPriority });
    return;
  }
  preload(best.srcSet.split(' ')[0] ?? picture.url, {
    as: 'image',
    fetchPriority,
    imageSrcSet: best.srcSet,
    imageSizes: sizes,
    type: best.type,
  });
}
