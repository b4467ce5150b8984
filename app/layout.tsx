import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { getSiteMeta } from '@/content/site';
import { getStudio } from '@/content/studio';
import { siteUrl } from '@/lib/site';

import './globals.css';
// Metric-matched fallback faces, measured from the font files at build time
// (scripts/build/fonts/). Imported here, not from globals.css, so that Prettier's
// Tailwind plugin can read globals.css in a fresh clone, before any build.
import './fonts/generated/fallbacks.css';

export function generateMetadata(): Metadata {
  const siteMeta = getSiteMeta();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: siteMeta.title, template: `%s | ${getStudio().name}` },
    description: siteMeta.description,
  };
}

export function generateViewport(): Viewport {
  return { themeColor: getSiteMeta().themeColor, colorScheme: 'dark' };
}

/**
 * The root layout passes its pages through: <html lang> is the language's,
 * so each language's layout renders the document (components/layout/site-shell.tsx):
 * app/(pl)/layout.tsx for the Polish pages, app/en/layout.tsx for the English,
 * and app/not-found.tsx for the root 404 page.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
