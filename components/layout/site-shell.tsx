import type { ReactNode } from 'react';

import { ClientStrip } from '@/components/clients/client-strip';
import { SiteFooter } from '@/components/footer/site-footer';
import { DrawWhenIdle } from '@/components/layout/draw-when-idle';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteHeader } from '@/components/nav/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/content/locale';
import { localBusiness } from '@/lib/structured-data';

/**
 * The document of every page in one language: <html lang>, the navigation
 * bar, the page, the client strip and the footer. The Polish pages
 * (app/(pl)/layout.tsx), the English ones (app/en/layout.tsx) and the root
 * 404 page each render it, since <html lang> differs by language and a static
 * export has no request to read it from. `fonts` is the class of the web
 * fonts' variables, which the routes declare (app/fonts/fonts.ts).
 */
export function SiteShell({
  locale,
  fonts,
  children,
}: {
  locale: Locale;
  fonts: string;
  children: ReactNode;
}) {
  return (
    <html lang={locale} className={fonts}>
      <body>
        <SkipLink locale={locale} />
        <SiteHeader locale={locale} />
        <main id="tresc" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <ClientStrip locale={locale} />
        <SiteFooter locale={locale} />
        <JsonLd data={localBusiness(locale)} />
        <DrawWhenIdle />
      </body>
    </html>
  );
}
