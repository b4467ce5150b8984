import type { HeroMedia } from '@/lib/media';
import { Photo } from './photo';

/**
 * A service page's hero (SPEC §4 hero media rule): a muted, looping,
 * autoplaying video that preloads metadata only, or a photo loaded eagerly
 * with high priority.
 */
export function HeroMediaView({ media, className }: { media: HeroMedia; className?: string }) {
  if (media.type === 'video') {
    return (
      <video
        src={media.url}
        poster={media.poster}
        aria-label={media.label}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        className={className}
      />
    );
  }
  return (
    <Photo photo={media} priority sizes="(min-width: 1024px) 50vw, 100vw" className={className} />
  );
}
