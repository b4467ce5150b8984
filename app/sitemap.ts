import type { MetadataRoute } from 'next';

import { absoluteUrl } from '@/lib/site';
import { canonicalPaths } from '@/lib/structured-data';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.8,
  }));
}
