import type { Metadata } from 'next';

import { NotFoundSwitch } from '@/components/not-found/not-found-switch';
import { ServiceNotFound } from '@/components/service/service-not-found';
import { unknownServiceTitle } from '@/components/service/service-route';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getStudio } from '@/content/studio';
import { unknownServiceMarker } from '@/lib/not-found-marker';
import { typeset } from '@/lib/typography';

export const metadata: Metadata = {
  title: 'Nie znaleziono strony',
};

export default function NotFound() {
  return (
    <NotFoundSwitch
      marker={
        // Fixed text; the title (with the studio's name) travels in an escaped attribute.
        <script
          data-title={`${unknownServiceTitle} | ${getStudio().name}`}
          dangerouslySetInnerHTML={{ __html: unknownServiceMarker }}
        />
      }
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
