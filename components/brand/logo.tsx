import { getStudio, getStudioLogo } from '@/content/studio';

/** The studio wordmark. Decorative where a link around it already names the studio. */
export function Logo({
  className,
  decorative = false,
}: {
  className?: string;
  decorative?: boolean;
}) {
  const studioLogo = getStudioLogo();
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimiser
    <img
      src={studioLogo.url}
      width={studioLogo.width}
      height={studioLogo.height}
      alt={decorative ? '' : getStudio().name}
      className={className}
    />
  );
}
