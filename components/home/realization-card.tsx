import { Photo } from '@/components/media/photo';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/content/locale';
import { realizationService, type Realization } from '@/lib/home-media';
import { toPicture } from '@/lib/images';
import { servicePath } from '@/lib/routes';
import { typeset } from '@/lib/typography';

import { CardVideo } from './card-video';

// A 4:5 card (a third of the 80rem page from 768 px, the full width below)
// covered by a landscape image, whose cropped sides are never seen: a third
// more than the card's width keeps it sharp enough under the gradient without
// fetching the 1920 px variant for a phone.
const CARD_SIZES = '(min-width: 1280px) 540px, (min-width: 768px) 45vw, 130vw';

export function RealizationCard({ card, locale = 'pl' }: { card: Realization; locale?: Locale }) {
  const service = realizationService(card, locale);
  return (
    <Link
      href={servicePath(service)}
      data-card
      className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-ink-raised"
    >
      {card.media.type === 'video' ? (
        <CardVideo
          src={card.media.url}
          poster={card.media.poster}
          sizes={CARD_SIZES}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
      ) : (
        <Photo
          photo={toPicture(card.media.url, card.media)}
          alt={card.media.alt}
          sizes={CARD_SIZES}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
      )}
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-ink/95 via-ink/80 to-transparent p-6 pt-16">
        <span className="font-display text-2xl">{typeset(card.title)}</span>
        <span className="text-sm text-paper-muted">{typeset(service.summary)}</span>
      </span>
    </Link>
  );
}
