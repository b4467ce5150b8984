import Link from 'next/link';
import { Photo } from '@/components/media/photo';
import { type Realization, realizationService } from '@/content/home';
import { servicePath } from '@/lib/routes';
import { CardVideo } from './card-video';

export function RealizationCard({ card }: { card: Realization }) {
  const service = realizationService(card);
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
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
      ) : (
        <Photo
          photo={card.media}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
      )}
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-ink/95 via-ink/80 to-transparent p-6 pt-16">
        <span className="font-display text-2xl">{card.title}</span>
        <span className="text-sm text-paper-muted">{service.summary}</span>
      </span>
    </Link>
  );
}
