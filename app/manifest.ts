import type { MetadataRoute } from 'next';

import { getSiteMeta } from '@/content/site';
import { getStudio } from '@/content/studio';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const siteMeta = getSiteMeta();
  const studio = getStudio();
  return {
    name: siteMeta.name,
    short_name: studio.name,
    description: `Studio fotografii i filmu. ${studio.areaServed}.`,
    lang: 'pl',
    start_url: '/',
    display: 'browser',
    background_color: siteMeta.themeColor,
    theme_color: siteMeta.themeColor,
    // The PNGs are made from the SVG mark before every build (scripts/build/images/app-icons.mjs).
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
