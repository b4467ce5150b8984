import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/content/locale';
import { fill } from '@/lib/i18n/ui';
import { workText } from '@/lib/i18n/work-ui';
import {
  indexPageCount,
  realizationsIndexPath,
  realizationsOnPage,
} from '@/lib/realization-routes';
import { indexBreadcrumbs, indexPageData } from '@/lib/realization-structured-data';
import { typeset } from '@/lib/typography';

import { IndexPagination } from './index-pagination';
import { RealizationGrid } from './realization-grid';

/** One page of the realizations' index: up to 24 cards, newest first, and the page numbers. */
export function RealizationsIndex({ locale, page }: { locale: Locale; page: number }) {
  const words = workText(locale);
  const count = indexPageCount(locale);
  const shown = realizationsOnPage(locale, page);
  return (
    <div className="pt-[var(--header-height)] pb-20">
      <header className="page-container flex flex-col gap-4 pt-10 pb-10 lg:pt-16">
        <h1 className="font-display text-4xl leading-tight sm:text-5xl">
          {words.title}
          {page > 1 && (
            <>
              {' '}
              <span className="mt-2 block text-lg text-paper-muted">
                {typeset(fill(words.pageHeading, { n: page, count }))}
              </span>
            </>
          )}
        </h1>
        <p className="max-w-2xl text-paper-muted">{typeset(words.intro)}</p>
      </header>
      <div className="page-container">
        {shown.length > 0 ? (
          <RealizationGrid realizations={shown} />
        ) : (
          <p className="text-paper-muted">{typeset(words.empty)}</p>
        )}
      </div>
      <IndexPagination locale={locale} current={page} count={count} />
      <JsonLd data={indexPageData(locale, realizationsIndexPath(locale, page), shown)} />
      <JsonLd data={indexBreadcrumbs(locale, page)} />
    </div>
  );
}
