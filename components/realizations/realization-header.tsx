import { Photo } from '@/components/media/photo';
import { PreviewImage } from '@/components/media/preview-image';
import { Link } from '@/components/ui/link';
import type { Realization } from '@/content/types';
import { workText } from '@/lib/i18n/work-ui';
import { withPreview } from '@/lib/image-preview';
import { realizationCover } from '@/lib/realization-media';
import { formatDay, realizationServices, shownClient } from '@/lib/realization-text';
import { servicePath } from '@/lib/routes';
import { serviceName } from '@/lib/service-name';
import { typeset } from '@/lib/typography';

// The cover spans the 80rem page (less its padding); on a phone, the screen.
const COVER_SIZES = '(min-width: 1280px) 1232px, 100vw';

/**
 * A realization's title block: its services (each a link to its page), the
 * title, the date, place and client, then the cover, the page's largest
 * picture (eager and preloaded, its inlined preview under it).
 */
export function RealizationHeader({ realization }: { realization: Realization }) {
  const locale = realization.locale ?? 'pl';
  const words = workText(locale);
  const services = realizationServices(realization);
  const client = shownClient(realization);
  // On a phone the cover is the first screen's largest picture: its inlined
  // preview paints with the text (lib/image-preview.ts), as a service's hero.
  const cover = withPreview(realizationCover(realization));
  const facts = [
    {
      term: words.date,
      value: (
        <time dateTime={realization.date}>{typeset(formatDay(realization.date, locale))}</time>
      ),
    },
    ...(realization.place ? [{ term: words.place, value: typeset(realization.place) }] : []),
    ...(client ? [{ term: words.client, value: typeset(client) }] : []),
  ];
  return (
    <header className="page-container flex flex-col gap-6 pt-10 pb-10 lg:pt-16">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold tracking-[0.2em] text-amber uppercase">
        <span className="sr-only">{services.length > 1 ? words.services : words.service}: </span>
        {services.map((s) => (
          <Link key={s.id} href={servicePath(s)} className="underline-offset-4 hover:underline">
            {typeset(serviceName(s))}
          </Link>
        ))}
      </p>
      <h1 className="max-w-4xl font-display text-4xl leading-tight text-balance sm:text-5xl">
        {typeset(realization.title)}
      </h1>
      <dl className="flex flex-wrap gap-x-10 gap-y-3 text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="flex flex-col gap-0.5">
            <dt className="text-paper-muted">{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="relative mt-4 overflow-hidden rounded-2xl bg-ink-raised">
        {cover.preview && <PreviewImage {...cover.preview} />}
        <Photo
          photo={cover}
          alt={realization.cover.alt}
          sizes={COVER_SIZES}
          priority
          className="relative max-h-[80vh] w-full object-cover"
        />
      </div>
    </header>
  );
}
