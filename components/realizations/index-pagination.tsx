import { Link } from '@/components/ui/link';
import type { Locale } from '@/content/locale';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/i18n/ui';
import { workText } from '@/lib/i18n/work-ui';
import { pageWindow } from '@/lib/page-window';
import { realizationsIndexPath } from '@/lib/realization-routes';

const item = 'grid min-h-11 min-w-11 place-items-center rounded-full px-4 text-sm font-semibold';

/** The index's pages: previous, the numbers, next; plain links, so it works without JavaScript. */
export function IndexPagination({
  locale,
  current,
  count,
}: {
  locale: Locale;
  current: number;
  count: number;
}) {
  if (count < 2) return null;
  const words = workText(locale);
  const href = (page: number) => realizationsIndexPath(locale, page);
  return (
    <nav aria-label={words.pages} className="page-container pt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <Link
              href={href(current - 1)}
              rel="prev"
              className={cn(item, 'border border-paper/30 hover:border-amber')}
            >
              {words.prev}
            </Link>
          </li>
        )}
        {pageWindow(current, count).map((page, i) => (
          <li key={page ?? `gap-${i}`}>
            {page === null ? (
              <span aria-hidden className="px-2 text-paper-muted">
                …
              </span>
            ) : (
              <Link
                href={href(page)}
                aria-label={fill(words.pageLink, { n: page })}
                aria-current={page === current ? 'page' : undefined}
                className={cn(
                  item,
                  page === current
                    ? 'bg-amber text-ink'
                    : 'border border-paper/30 hover:border-amber',
                )}
              >
                {page}
              </Link>
            )}
          </li>
        ))}
        {current < count && (
          <li>
            <Link
              href={href(current + 1)}
              rel="next"
              className={cn(item, 'border border-paper/30 hover:border-amber')}
            >
              {words.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
