'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { Photo } from '@/components/media/photo';
import type { MotionKit } from '@/components/motion/load-motion';
import { IconButton } from '@/components/ui/icon-button';
import { ArrowIcon, CloseIcon } from '@/components/ui/icons';
import { useModal } from '@/lib/hooks/use-modal';
import { useSwipe } from '@/lib/hooks/use-swipe';
import type { MediaItem } from '@/lib/media-rules';
import type { SwipeDirection } from '@/lib/swipe';

import { FilmPlayer } from './film-player';
import { still } from './still-viewer';
import { usePreloadNeighbours } from './use-preload-neighbours';

const SWIPE_CLICK_GRACE_MS = 500;
// A press that moved further than this before its click was a drag, not a tap.
const TAP_SLOP_PX = 10;
// The photo fills the viewport at most.
const VIEWER_SIZES = '100vw';

// Beside the photo on wide screens, at the bottom corners on narrow ones.
const sideButton = 'absolute bottom-8 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2';

/**
 * The full-screen viewer: a modal dialog with close, previous and next,
 * Escape and arrow keys, a counter, and the neighbouring photos preloaded.
 * With framer-motion in (`motion`, from the gallery, fixed while the viewer
 * is open) it fades in and out, and a photo follows a drag (mouse, pen or
 * finger) and springs to the next or previous one past the swipe threshold,
 * or back (components/motion/viewer-motion.tsx). Where the drag is not in
 * charge (a video, whose controls take the pointer, or before framer-motion
 * is in) a finger's swipe does the same (useSwipe, the same threshold).
 */
export function LightboxDialog({
  items,
  index,
  title,
  onClose,
  onPrev,
  onNext,
  returnFocus,
  motion,
  words = { preview: 'podgląd', close: 'Zamknij', prev: 'Poprzedni', next: 'Następny' },
}: {
  /** The viewer's names in the page's language. */
  words?: { preview: string; close: string; prev: string; next: string };
  items: readonly MediaItem[];
  index: number;
  title: string;
  onClose: () => void;
  onPrev: () => void;
  onNext: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  motion: MotionKit | null;
}) {
  // Chosen once: the gallery changes `motion` only while the viewer is closed.
  const [parts] = useState(() => motion ?? still);
  const { ViewerFrame, ViewerStage, ViewerSlides, ViewerPhoto } = parts;
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // When the last swipe ended: a click the browser derives from it must not close the viewer.
  const swipedAt = useRef(-Infinity);
  // Where the pointer went down: a drag ends in a click too, which must not close the viewer.
  const pressedAt = useRef<number | null>(null);
  // False while the viewer plays its leaving: focus and scroll are given back at once.
  const present = parts.useViewerPresent();
  // 1 moving forward, -1 back: the side the next photo enters from.
  const [direction, setDirection] = useState(1);
  const item = items[index];
  const dragsPhoto = parts !== still && item?.type === 'photo';
  useModal(dialog, present, onClose, returnFocus);

  const step = useCallback(
    (to: SwipeDirection) => {
      setDirection(to === 'next' ? 1 : -1);
      if (to === 'next') onNext();
      else onPrev();
    },
    [onNext, onPrev],
  );
  const swipe = useSwipe<HTMLDivElement>((to, e) => {
    swipedAt.current = e.timeStamp;
    // A swipe is no tap: no click may follow it (the item under the finger is replaced).
    e.preventDefault();
    step(to);
  });

  useEffect(() => closeButton.current?.focus(), []);

  useEffect(() => {
    if (!present) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') step('next');
      else if (e.key === 'ArrowLeft') step('prev');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step, present]);

  usePreloadNeighbours(items, index, dialog, VIEWER_SIZES);

  const onBackdrop = (e: MouseEvent<HTMLDivElement>) => {
    // Only the empty space around the media closes; the photo or video does not.
    // Event times, not the time of handling: a busy page may handle the click late.
    if (e.timeStamp - swipedAt.current < SWIPE_CLICK_GRACE_MS) return;
    if (pressedAt.current !== null && Math.abs(e.clientX - pressedAt.current) > TAP_SLOP_PX) return;
    if ((e.target as HTMLElement).dataset.backdrop !== undefined) onClose();
  };

  if (!item) return null;
  return createPortal(
    // Keyboard use is handled on the document (Escape, arrows, Tab trap); a
    // click on the backdrop is the pointer's shortcut for 'Zamknij'.
    <ViewerFrame
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={`${title} – ${words.preview}`}
      data-backdrop
      onClick={onBackdrop}
      onPointerDown={(e) => {
        pressedAt.current = e.clientX;
      }}
      {...(dragsPhoto ? {} : swipe)}
      className={`fixed inset-0 z-50 flex flex-col bg-ink/95 backdrop-blur-sm ${
        present ? '' : 'pointer-events-none'
      }`}
    >
      <div className="flex items-center justify-between p-4" data-backdrop>
        <p className="text-sm text-paper-muted tabular-nums" aria-live="polite">
          {index + 1} / {items.length}
        </p>
        <IconButton
          ref={closeButton}
          variant="viewer"
          size="lg"
          label={words.close}
          onClick={onClose}
        >
          <CloseIcon className="size-6" />
        </IconButton>
      </div>
      <ViewerStage className="relative min-h-0 flex-1 overflow-hidden" data-backdrop>
        <ViewerSlides direction={direction} draggable={dragsPhoto} onSwipe={step}>
          <ViewerPhoto
            key={item.url}
            direction={direction}
            data-backdrop
            className="absolute inset-0 flex items-center justify-center px-4 pb-6 sm:px-20"
          >
            {item.type === 'photo' ? (
              <Photo
                photo={item}
                alt={item.alt}
                sizes={VIEWER_SIZES}
                priority
                draggable={false}
                className="max-h-full max-w-full rounded-md object-contain shadow-2xl"
              />
            ) : (
              <FilmPlayer item={item} className="max-h-full max-w-full rounded-md shadow-2xl" />
            )}
          </ViewerPhoto>
        </ViewerSlides>
        {(['prev', 'next'] as const).map((to) => (
          <IconButton
            key={to}
            variant="viewer"
            size="lg"
            label={to === 'prev' ? words.prev : words.next}
            onClick={() => step(to)}
            className={`${sideButton} ${to === 'prev' ? 'left-4' : 'right-4'}`}
          >
            <ArrowIcon direction={to === 'prev' ? 'left' : 'right'} className="size-6" />
          </IconButton>
        ))}
      </ViewerStage>
    </ViewerFrame>,
    document.body,
  );
}
