import type { Picture } from '@/lib/images';

import { preloadPicture } from './preload-picture';

/**
 * A photo as a <picture>: AVIF, then WebP variants at the widths the build
 * made, chosen by `sizes`, and the original file for anything else. Its
 * intrinsic size is set, so nothing shifts while it loads. `priority` marks the
 * largest above-the-fold image of a page: loaded eagerly, first, and preloaded.
 * The <picture> is `display: contents`, so the class styles the image as if
 * the wrapper were not there.
 */
export function Photo({
  photo,
  alt,
  sizes,
  className,
  priority = false,
  draggable,
}: {
  photo: Picture;
  alt: string;
  /** The image's rendered width per layout, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  className?: string;
  priority?: boolean;
  /** false where the picture is dragged by script (the lightbox), not by the browser's own image drag. */
  draggable?: boolean;
}) {
  if (priority) preloadPicture(photo, sizes, 'high');
  return (
    <picture className="contents">
      {photo.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.url}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={draggable}
        className={className}
      />
    </picture>
  );
}
