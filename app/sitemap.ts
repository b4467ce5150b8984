import type { MetadataRoute } from 'next';

import { getServices } from '@/content/services';
import { pagePairs } from '@/lib/i18n/pages';
import { servicePath } from '@/lib/routes';
import { languageAlternates } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';
import { canonicalPaths } from '@/lib/structured-data';
import { sitemapVideos } from '@/lib/video-structured-data';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // The films each page shows, for the video sitemap (Google's <video:video>).
  const videos = new Map(
    [...getServices(), ...getServices('en')].map((s) => [servicePath(s), sitemapVideos(s)]),
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
      ...(videos.get(path)?.length ? { videos: videos.get(path) } : {}),
    };
  });
}
