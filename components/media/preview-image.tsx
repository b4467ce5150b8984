import type { Picture } from '@/lib/images';

/**
 * The inlined 480 px copy under the full picture (lib/image-preview.ts),
 * which covers it once it arrives: hidden from assistive technology, as the
 * picture above carries the name. Its parent is the positioned frame.
 */
export function PreviewImage({ src, width, height }: NonNullable<Picture['preview']>) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- inlined bytes: no file to optimise
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={width}
      height={height}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
