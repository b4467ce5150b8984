'use client';

import { Fragment, useCallback, useReducer, useRef, useState, type MouseEvent } from 'react';

import { filmIntent, filmTap } from '@/components/lightbox/film-start';
import { LightboxDialog } from '@/components/lightbox/lightbox-dialog';
import { closedLightbox, lightboxReducer } from '@/components/lightbox/lightbox-state';
import { useWarmFilms } from '@/components/lightbox/use-warm-films';
import { Photo } from '@/components/media/photo';
import { useMotionKit, type MotionKit } from '@/components/motion/load-motion';
import { Reveal } from '@/components/motion/reveal';
import { GALLERY_LIMIT, GALLERY_STAGGER } from '@/lib/constants';
import type { UiText } from '@/lib/i18n/ui';
import { galleryHref, type MediaItem } from '@/lib/media-rules';
import { isPlainLeftClick } from '@/lib/plain-click';

// The grid's column width: 4 columns of the 80rem page, 3 from 640 px, else 2.
const THUMB_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * The thumbnail gallery: a service's (its items: galleryOf in lib/media-rules.ts,
 * at most 8), or every photo and film of a realization (lib/realization-media.ts). Each
 * thumbnail is a link to the full file, so it works without JavaScript; a
 * click opens the lightbox.
 */
export function ServiceGallery({
  items,
  title,
  heading = title,
  words,
}: {
  items: readonly MediaItem[];
  /** What the gallery shows, in its heading and the viewer's name: the service's name, a realization's title. */
  title: string;
  /** The title as the heading writes it, typeset on the server (lib/typography.ts). */
  heading?: string;
  /** The gallery's and the viewer's names in the page's language (lib/i18n/ui.ts). */
  words: UiText['gallery'];
}) {
  const [state, dispatch] = useReducer(lightboxReducer, closedLightbox);
  const opener = useRef<HTMLElement | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  useWarmFilms(items, links);
  const count = items.length;
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const prev = useCallback(() => dispatch({ type: 'prev', count }), [count]);
  const next = useCallback(() => dispatch({ type: 'next', count }), [count]);
  const kit = useMotionKit();
  // framer-motion for the viewer, taken up while it is closed: the switch remounts it.
  const [viewerKit, setViewerKit] = useState<MotionKit | null>(null);
  if (kit && !viewerKit && !state.isOpen) setViewerKit(kit);
  const Presence = viewerKit?.LightboxPresence ?? Fragment;

  if (count === 0) return null;

  const open = (e: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!isPlainLeftClick(e)) return;
    e.preventDefault();
    opener.current = e.currentTarget;
    const item = items[index];
    // Before the viewer renders: the film's first segment is on its way.
    if (item?.type === 'video') filmTap(item);
    dispatch({ type: 'open', index });
  };
  // A pointer on a film, or focus: what its player will need starts loading.
  const intent = (item: MediaItem) => (item.type === 'video' ? () => filmIntent(item) : undefined);

  return (
    <section aria-labelledby="galeria" className="page-container">
      <h2 id="galeria" className="sr-only">
        {heading} – {words.title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={i}>
            <Reveal
              // Staggered in runs of 8 (a service's whole gallery): a realization's
              // 40th photo comes into view with its row, not 1.6 s after it.
              delay={(i % GALLERY_LIMIT) * GALLERY_STAGGER}
              className="overflow-hidden rounded-lg bg-ink-raised"
            >
              <a
                ref={(link) => {
                  links.current[i] = link;
                }}
                href={galleryHref(item)}
                onClick={(e) => open(e, i)}
                onPointerEnter={intent(item)}
                onPointerDown={intent(item)}
                onFocus={intent(item)}
                // A video's name starts with its visible badge (WCAG 2.5.3 label in name).
                aria-label={
                  item.type === 'photo'
                    ? `${item.alt} – ${words.enlarge}`
                    : `${words.video}: ${item.label} – ${words.play}`
                }
                className="group relative block aspect-[4/3]"
              >
                {item.type === 'photo' ? (
                  <Photo
                    photo={item}
                    alt=""
                    sizes={THUMB_SIZES}
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                ) : (
                  <>
                    {item.poster && (
                      <Photo
                        photo={item.poster}
                        alt=""
                        sizes={THUMB_SIZES}
                        className="size-full object-cover"
                      />
                    )}
                    <span className="absolute inset-0 grid place-items-center bg-ink/30">
                      <span className="rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
                        {words.video}
                      </span>
                    </span>
                  </>
                )}
              </a>
            </Reveal>
          </li>
        ))}
      </ul>
      {/* With framer-motion in, the viewer plays its leaving before it goes. */}
      <Presence>
        {state.isOpen && (
          <LightboxDialog
            key="podglad"
            items={items}
            index={state.index}
            title={title}
            onClose={close}
            onPrev={prev}
            onNext={next}
            returnFocus={opener}
            motion={viewerKit}
            words={words}
          />
        )}
      </Presence>
    </section>
  );
}
