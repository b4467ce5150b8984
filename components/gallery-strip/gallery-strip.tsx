import { Photo } from '@/components/media/photo';
import { ScrollRow } from '@/components/scroll/scroll-row';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/content/locale';
import { galleryStripItems } from '@/lib/gallery-strip';
import { uiText } from '@/lib/i18n/ui';

/**
 * 'Nasze realizacje' (on /kontakt, never on the home page): a strip of photos
 * and videos that scrolls by mouse drag, touch, keyboard and arrows; each
 * item's 'Dalej' leads to the service it comes from.
 */
export function GalleryStrip({ locale = 'pl' }: { locale?: Locale }) {
  const items = galleryStripItems(locale);
  const ui = uiText(locale);
  return (
    <section aria-labelledby="strip-tytul" className="page-container py-16">
      <h2 id="strip-tytul" className="mb-6 font-display text-3xl sm:text-4xl">
        {ui.strip.title}
      </h2>
      <ScrollRow
        label={ui.strip.title}
        words={{ left: ui.nav.scrollLeft, right: ui.nav.scrollRight }}
        draggable
      >
        <ul className="flex w-max gap-4 pb-2">
          {items.map((item) => {
            const still = item.type === 'photo' ? item : item.poster;
            return (
              <li key={item.href} className="w-64 shrink-0 sm:w-72">
                <Link
                  href={item.href}
                  draggable={false}
                  className="group flex flex-col overflow-hidden rounded-xl border border-paper/10 bg-ink-raised hover:border-amber"
                >
                  <span className="relative block aspect-[4/3] overflow-hidden">
                    {still && (
                      <Photo
                        photo={still}
                        alt=""
                        sizes="(min-width: 640px) 18rem, 16rem"
                        className="pointer-events-none size-full object-cover transition-transform duration-500 group-hover:scale-105"
                      />
                    )}
                    {item.type === 'video' && (
                      <span className="absolute top-3 left-3 rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold uppercase">
                        {ui.gallery.video}
                      </span>
                    )}
                  </span>
                  <span className="flex items-center justify-between gap-3 p-4">
                    <span className="font-display text-lg">{item.title}</span>
                    <span className="text-sm font-semibold whitespace-nowrap text-amber">
                      {ui.strip.more} <span aria-hidden="true">→</span>
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </ScrollRow>
    </section>
  );
}
