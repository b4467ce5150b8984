import { Photo } from '@/components/media/photo';
import { Link } from '@/components/ui/link';
import { servicesOfKind } from '@/content/services';
import type { Service } from '@/content/types';
import { uiText } from '@/lib/i18n/ui';
import { heroMedia } from '@/lib/media';
import { servicePath } from '@/lib/routes';
import { typeset } from '@/lib/typography';

/** The grid block: the other services of the same kind, as linked cards. */
export function RelatedServices({ service }: { service: Service }) {
  const others = servicesOfKind(service.kind, service.locale).filter((s) => s.id !== service.id);
  const ui = uiText(service.locale);
  const headingId = 'inne-uslugi';
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-paper/10 bg-ink-raised py-16 render-when-near"
    >
      <div className="page-container">
        <h2 id={headingId} className="mb-8 font-display text-3xl">
          {typeset(ui.related[service.kind])}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => {
            const media = heroMedia(other);
            const still = media.type === 'video' ? media.poster : media;
            return (
              <li key={other.id}>
                <Link
                  href={servicePath(other)}
                  className="group flex h-full flex-col overflow-hidden rounded-xl border border-paper/10 bg-ink transition-colors hover:border-amber"
                >
                  {still && (
                    <Photo
                      photo={still}
                      alt=""
                      sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[16/9] w-full object-cover"
                    />
                  )}
                  <span className="flex flex-col gap-1 p-5">
                    <span className="font-display text-xl text-paper group-hover:text-amber">
                      {typeset(other.menu.label)}
                    </span>
                    <span className="text-sm text-paper-muted">{typeset(other.summary)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
