import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ClientStrip } from '@/components/clients/client-strip';
import { SiteFooter } from '@/components/footer/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteHeader } from '@/components/nav/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { studio } from '@/content/studio';
import { siteUrl } from '@/lib/site';
import { localBusiness } from '@/lib/structured-data';
import { fontVariables } from './fonts/fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: {
    default: `${studio.name} – studio fotografii i filmu, ${studio.city}`,
    template: `%s | ${studio.name}`,
  },
  description:
    'Krakowskie studio fotografii i filmu: zdjęcia wizerunkowe, produktowe, przemysłowe i ślubne, filmy reklamowe, eventowe i wizerunkowe w całej Polsce.',
};

export const viewport: Viewport = {
  themeColor: '#0e0d0c',
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl" className={fontVariables} data-scroll-behavior="smooth">
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="tresc" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <ClientStrip />
        <SiteFooter />
        <JsonLd data={localBusiness()} />
      </body>
    </html>
  );
}
