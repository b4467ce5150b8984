import { Photo } from '@/components/media/photo';
import { Link } from '@/components/ui/link';
import type { Realization } from '@/content/types';
import { realizationCover } from '@/lib/realization-media';
import { realizationPath } from '@/lib/realization-routes';
import { formatDay, realizationServices } from '@/lib/realization-text';
import { serviceName } from '@/lib/service-name';
import { typeset } from '@/lib/typography';

// A third of the 80rem page from 1024 px, half from 640 px, else the width.
const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A realization as a linked card: its cover, its services, its title (a
 * heading of the given level, so a list of cards can be browsed by heading)
 * and its date. The whole card is the link; the cover is decorative inside it.
 */
export function RealizationCard({
  realization,
  heading: Heading = 'h2',
}: {
  realization: Realization;
  heading?: 'h2' | 'h3';
}) {
  const locale = realization.locale ?? 'pl';
  return (
    <Link
      href={realizationPath(realization)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-paper/10 bg-ink-raised transition-colors hover:border-amber"
    >
      <div className="aspect-[3/2] overflow-hidden">
        <Photo
          photo={realizationCover(realization)}
          alt=""
          sizes={CARD_SIZES}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-[0.16em] text-amber uppercase">
          {typeset(realizationServices(realization).map(serviceName).join(' · '))}
        </p>
        <Heading className="font-display text-xl text-paper group-hover:text-amber">
          {typeset(realization.title)}
        </Heading>
        <time dateTime={realization.date} className="text-sm text-paper-muted">
          {typeset(formatDay(realization.date, locale))}
        </time>
      </div>
    </Link>
  );
}
