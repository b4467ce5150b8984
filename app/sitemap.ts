import type { MetadataRoute } from 'next';

import { getServices } from '@/content/services';
import { servicePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { canonicalPaths } from '@/lib/structured-data';
import { sitemapVideos } from '@/lib/video-structured-data';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // The films each page shows, for the video sitemap (Google's <video:video>).
  const videos = new Map(getServices().map((s) => [servicePath(s), sitemapVideos(s)]));
  return canonicalPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.8,
    ...(videos.get(path)?.length ? { videos: videos.get(path) } : {}),
  }));
}
