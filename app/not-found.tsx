import type { Metadata } from 'next';

import { NotFoundSwitch } from '@/components/not-found/not-found-switch';
import { ServiceNotFound } from '@/components/service/service-not-found';
import { unknownServiceTitle } from '@/components/service/service-route';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getStudio } from '@/content/studio';
import { servicePathPattern } from '@/lib/service-path';
import { typeset } from '@/lib/typography';

export const metadata: Metadata = {
  title: 'Nie znaleziono strony',
};

/*
 * Runs while the HTML is parsed, before the content below it exists: on a
 * service path it adds a style that shows the unknown-service text instead of
 * the generic one (a <style> in <head>, which hydration tolerates, unlike an
 * attribute on <html>), so neither text flashes nor moves. Its hash is in the
 * page's CSP like every inline script (scripts/build/csp/).
 */
const markUnknownService = (studioName: string) =>
  `if(${servicePathPattern}.test(location.pathname)){var s=document.createElement('style');s.textContent='[data-not-found=generic]{display:none}[data-not-found=service]{display:block}';document.head.appendChild(s);document.title=${JSON.stringify(`${unknownServiceTitle} | ${studioName}`)}}`;

export default function NotFound() {
  return (
    <NotFoundSwitch
      marker={<script dangerouslySetInnerHTML={{ __html: markUnknownService(getStudio().name) }} />}
      unknownService={<ServiceNotFound />}
      generic={
        <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center gap-6 px-5 pt-[var(--header-height)] text-center">
          <p className="font-display text-7xl text-amber">404</p>
          <h1 className="font-display text-3xl sm:text-4xl">Nie znaleziono strony</h1>
          <p className="text-paper-muted">
            {typeset(
              'Strona, której szukasz, nie istnieje lub została przeniesiona. Zacznij od strony głównej albo wybierz usługę z menu.',
            )}
          </p>
          <Link href="/" className={buttonVariants()}>
            Wróć na stronę główną
          </Link>
        </div>
      }
    />
  );
}
