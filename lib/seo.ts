import type { Metadata } from 'next';

import type { Locale } from '@/content/locale';
import { getFallbackPhoto } from '@/content/site';
import { getStudio } from '@/content/studio';

import { languageTags, pairOf, type PagePair } from './i18n/pages';
import type { PhotoItem } from './media';
import { absoluteUrl } from './site';

/**
 * hreflang alternates of a page that has both languages: each version, and
 * x-default at the Polish one (the site's first language); none for a page in
 * one language only.
 */
export function languageAlternates(
  path: string,
  pairs?: readonly PagePair[],
): Record<string, string> | undefined {
  const pair = pairOf(path, pairs ? [...pairs] : undefined);
  if (!pair?.en) return undefined;
  return {
    [languageTags.pl.hreflang]: pair.pl,
    [languageTags.en.hreflang]: pair.en,
    'x-default': pair.pl,
  };
}

/** Everything a page tells search engines and link previews, from one template. */
export function pageMetadata({
  title,
  description,
  path,
  locale = 'pl',
  image = getFallbackPhoto(locale),
  absoluteTitle = false,
}: {
  /** The page's language: its Open Graph locale, studio name and fallback photo. */
  locale?: Locale;
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
  const languages = languageAlternates(path);
  const other: Locale = locale === 'en' ? 'pl' : 'en';
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, ...(languages ? { languages } : {}) },
    openGraph: {
      type: 'website',
      locale: languageTags[locale].og,
      ...(languages ? { alternateLocale: [languageTags[other].og] } : {}),
      siteName: getStudio(locale).name,
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
