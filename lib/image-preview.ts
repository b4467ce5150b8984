import { readFileSync } from 'node:fs';
import path from 'node:path';

import { publicDir } from '@/content/load';

import type { Picture } from './images';
import type { HeroMedia } from './media-rules';

/**
 * A preview larger than this is left out: it would weigh more on the page's
 * HTML than it saves (the sample heroes' 480 px AVIFs are 3–16 kB).
 */
export const MAX_PREVIEW_BYTES = 20 * 1024;

/**
 * A picture with its smallest AVIF variant (480 px wide, made by the image
 * build) inlined as a data: URI, or the picture as it is where there is none
 * (an absolute URL, no variants yet, a browser-side render).
 *
 * Why: on a phone a service page's hero is in the first screen, and is its
 * largest element. Fetched, it is a second round trip after the HTML, which
 * on a slow connection paints it (the page's LCP) after the 1.5 s budget;
 * inlined beneath the full picture, the same photograph at 480 px paints
 * with the text, and the full one covers it when it arrives (issue #52,
 * docs/performance.md). The browser's LCP counts the first: the second is
 * no larger on the screen.
 */
export function withPreview<T extends Picture>(picture: T): T {
  const [url, descriptor] =
    picture.sources
      ?.find((source) => source.type === 'image/avif')
      ?.srcSet.split(',')[0]
      ?.trim()
      .split(' ') ?? [];
  const width = Number.parseInt(descriptor ?? '', 10);
  if (!url?.startsWith('/') || !width || !picture.width || !picture.height) return picture;
  try {
    const bytes = readFileSync(path.join(publicDir(), decodeURI(url)));
    if (bytes.length > MAX_PREVIEW_BYTES) return picture;
    return {
      ...picture,
      preview: {
        src: `data:image/avif;base64,${bytes.toString('base64')}`,
        width,
        height: Math.round((width * picture.height) / picture.width),
      },
    };
  } catch {
    // The variant is not built yet (a unit test, `next dev` before `npm run assets`).
    return picture;
  }
}

/** A service page's hero with its preview: the photo's, or the film's poster's. */
export function heroWithPreview(hero: HeroMedia): HeroMedia {
  if (hero.type === 'photo') return withPreview(hero);
  return hero.poster ? { ...hero, poster: withPreview(hero.poster) } : hero;
}
