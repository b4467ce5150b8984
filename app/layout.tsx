import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { ClientStrip } from '@/components/clients/client-strip';
import { SiteFooter } from '@/components/footer/site-footer';
import { DrawWhenIdle } from '@/components/layout/draw-when-idle';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteHeader } from '@/components/nav/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getSiteMeta } from '@/content/site';
import { getStudio } from '@/content/studio';
import { siteUrl } from '@/lib/site';
import { localBusiness } from '@/lib/structured-data';

import { fontVariables } from './fonts/fonts';

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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl" className={fontVariables}>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="tresc" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <ClientStrip />
        <SiteFooter />
        <JsonLd data={localBusiness()} />
        <DrawWhenIdle />
      </body>
    </html>
  );
}
