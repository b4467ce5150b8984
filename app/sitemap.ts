import type { MetadataRoute } from 'next';

import { getServices } from '@/content/services';
import { pagePairs } from '@/lib/i18n/pages';
import { realizationFilms, realizationPhotos } from '@/lib/realization-media';
import { publishedRealizations, realizationPath } from '@/lib/realization-routes';
import { servicePath } from '@/lib/routes';
import { languageAlternates } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';
import { canonicalPaths } from '@/lib/structured-data';
import { escapeXml, sitemapFilms, sitemapVideos } from '@/lib/video-structured-data';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // The films each page shows, for the video sitemap (Google's <video:video>).
  const videos = new Map(
    [...getServices(), ...getServices('en')].map((s) => [servicePath(s), sitemapVideos(s)]),
  );
  // A realization's every photo (Google's image sitemap, <image:image>) and film.
  const realizations = [...publishedRealizations('pl'), ...publishedRealizations('en')];
  for (const r of realizations) videos.set(realizationPath(r), sitemapFilms(realizationFilms(r)));
  const images = new Map(
    realizations.map((r) => [
      realizationPath(r),
      // Next writes an image's address as it is: escaped here for XML.
      realizationPhotos(r).map((p) => escapeXml(absoluteUrl(p.url))),
    ]),
  );
  const pairs = pagePairs();
  return canonicalPaths(pairs).map((path) => {
    // Both languages' addresses (and x-default) on each page that has both, as its hreflang links.
    const languages = languageAlternates(path, pairs);
    return {
      url: absoluteUrl(path),
      changeFrequency: 'monthly',
      priority: path === '/' || path === '/en' ? 1 : 0.8,
      ...(languages
        ? {
            alternates: {
              languages: Object.fromEntries(
                Object.entries(languages).map(([lang, p]) => [lang, absoluteUrl(p)]),
              ),
            },
          }
        : {}),
      ...(images.get(path)?.length ? { images: images.get(path) } : {}),
      ...(videos.get(path)?.length ? { videos: videos.get(path) } : {}),
    };
  });
}
