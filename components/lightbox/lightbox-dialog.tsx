'use client';

import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { Photo } from '@/components/media/photo';
import { preloadPicture } from '@/components/media/preload-picture';
import { IconButton } from '@/components/ui/icon-button';
import { ArrowIcon, CloseIcon } from '@/components/ui/icons';
import { useModal } from '@/lib/hooks/use-modal';
import { useSwipe } from '@/lib/hooks/use-swipe';
import type { MediaItem } from '@/lib/media';
import { wrapIndex } from '@/lib/wrap-index';

const SWIPE_CLICK_GRACE_MS = 500;
// The photo fills the viewport at most.
const VIEWER_SIZES = '100vw';

// Beside the photo on wide screens, at the bottom corners on narrow ones.
const sideButton = 'absolute bottom-8 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2';

/**
 * The full-screen viewer: a modal dialog with close, previous and next,
 * Escape and arrow keys, touch swipe, a counter, and the neighbouring photos
 * preloaded.
 */
export function LightboxDialog({
  items,
  index,
  title,
  onClose,
  onPrev,
  onNext,
  returnFocus,
}: {
  items: readonly MediaItem[];
  index: number;
  title: string;
  onClose: () => void;
  onPrev: () => void;
  onNext: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // When the last swipe ended: a click the browser derives from it must not close the viewer.
  const swipedAt = useRef(-Infinity);
  const item = items[index];
  useModal(dialog, true, onClose, returnFocus);
  const swipe = useSwipe<HTMLDivElement>((direction, e) => {
    swipedAt.current = e.timeStamp;
    // A swipe is no tap: no click may follow it (the item under the finger is replaced).
    e.preventDefault();
    if (direction === 'next') onNext();
    else onPrev();
  });

  useEffect(() => closeButton.current?.focus(), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onNext();
      else if (e.key === 'ArrowLeft') onPrev();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onNext, onPrev]);

  // Preload the photos either side, so moving on shows them at once.
  useEffect(() => {
    for (const offset of [1, -1]) {
      const near = items[wrapIndex(index + offset, items.length)];
      if (near?.type === 'photo') preloadPicture(near, VIEWER_SIZES, 'low');
    }
  }, [index, items]);

  const onBackdrop = (e: MouseEvent<HTMLDivElement>) => {
    // Only the empty space around the media closes; the photo or video does not.
    // Event times, not the time of handling: a busy page may handle the click late.
    if (e.timeStamp - swipedAt.current < SWIPE_CLICK_GRACE_MS) return;
    if ((e.target as HTMLElement).dataset.backdrop !== undefined) onClose();
  };

  if (!item) return null;
  return createPortal(
    // Keyboard use is handled on the document (Escape, arrows, Tab trap); a
    // click on the backdrop is the pointer's shortcut for 'Zamknij'.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={`${title} – podgląd`}
      data-backdrop
      onClick={onBackdrop}
      {...swipe}
      className="fixed inset-0 z-50 flex flex-col bg-ink/95 backdrop-blur-sm"
    >
      <div className="flex items-center justify-between p-4" data-backdrop>
        <p className="text-sm text-paper-muted tabular-nums" aria-live="polite">
          {index + 1} / {items.length}
        </p>
        <IconButton ref={closeButton} variant="viewer" size="lg" label="Zamknij" onClick={onClose}>
          <CloseIcon className="size-6" />
        </IconButton>
      </div>
      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-20"
        data-backdrop
      >
        {item.type === 'photo' ? (
          <Photo
            key={item.url}
            photo={item}
            alt={item.alt}
            sizes={VIEWER_SIZES}
            priority
            className="max-h-full max-w-full rounded-md object-contain shadow-2xl"
          />
        ) : (
          // The sample films are silent; a film with speech gets a captions <track>.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            key={item.url}
            src={item.url}
            poster={item.poster?.url}
            aria-label={item.label}
            controls
            autoPlay
            playsInline
            className="max-h-full max-w-full rounded-md shadow-2xl"
          />
        )}
        {(['prev', 'next'] as const).map((step) => (
          <IconButton
            key={step}
            variant="viewer"
            size="lg"
            label={step === 'prev' ? 'Poprzedni' : 'Następny'}
            onClick={step === 'prev' ? onPrev : onNext}
            className={`${sideButton} ${step === 'prev' ? 'left-4' : 'right-4'}`}
          >
            <ArrowIcon direction={step === 'prev' ? 'left' : 'right'} className="size-6" />
          </IconButton>
        ))}
      </div>
    </div>,
    document.body,
  );
}
