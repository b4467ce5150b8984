import type { Metadata } from 'next';

import { getFallbackPhoto } from '@/content/site';
import { getStudio } from '@/content/studio';

import type { PhotoItem } from './media';
import { absoluteUrl } from './site';

/** Everything a page tells search engines and link previews, from one template. */
export function pageMetadata({
  title,
  description,
  path,
  image = getFallbackPhoto(),
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  image?: Pick<PhotoItem, 'url' | 'alt' | 'width' | 'height'>;
  /** The home page's title stands alone, without the '| Światłocień' template. */
  absoluteTitle?: boolean;
}): Metadata {
  const images = [
    { url: absoluteUrl(image.url), width: image.width, height: image.height, alt: image.alt },
  ];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'pl_PL',
      siteName: getStudio().name,
      url: path,
      title,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` escaped so no string in
 * the data can close the script element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
