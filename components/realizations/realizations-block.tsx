import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/content/locale';
import type { Realization } from '@/content/types';
import { workText } from '@/lib/i18n/work-ui';
import { realizationsIndexPath } from '@/lib/realization-routes';
import { typeset } from '@/lib/typography';

import { RealizationGrid } from './realization-grid';

/**
 * A few realizations under a heading, and the way to all of them: a service
 * page's latest („Ostatnie realizacje”), a realization's neighbours („Inne
 * realizacje”). Nothing when there are none. Never more than a few cards,
 * so no page but the index grows with the portfolio.
 */
export function RealizationsBlock({
  locale,
  title,
  realizations,
}: {
  locale: Locale;
  title: string;
  realizations: readonly Realization[];
}) {
  if (realizations.length === 0) return null;
  const words = workText(locale);
  return (
    <section
      aria-labelledby="realizacje-uslugi"
      className="border-t border-paper/10 py-16 render-when-near"
    >
      <div className="page-container flex flex-col gap-8">
        <h2 id="realizacje-uslugi" className="font-display text-3xl">
          {typeset(title)}
        </h2>
        <RealizationGrid realizations={realizations} heading="h3" />
        <Link
          href={realizationsIndexPath(locale)}
          className={buttonVariants({ variant: 'outline', className: 'self-start' })}
        >
          {words.all}
        </Link>
      </div>
    </section>
  );
}
