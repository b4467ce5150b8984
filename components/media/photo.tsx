import type { PhotoItem } from '@/lib/media';

/**
 * A photo as an <img> with its intrinsic size (so nothing shifts while it
 * loads). `priority` marks the largest above-the-fold image of a page.
 */
export function Photo({
  photo,
  className,
  sizes,
  priority = false,
}: {
  photo: Pick<PhotoItem, 'url' | 'alt' | 'width' | 'height'>;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
    <img
      src={photo.url}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
