'use client';

import { AnimatePresence } from 'framer-motion';
import type { ComponentProps, ReactNode } from 'react';

import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { lightboxMotion } from '@/lib/motion';
import { swipeDirection, type SwipeDirection } from '@/lib/swipe';

import * as m from './m';
import { MotionScope, onPageClock } from './motion-scope';

/*
 * The lightbox's animated parts (components/lightbox/lightbox-dialog.tsx
 * renders plain ones until these are in). The viewer fades in and out, its
 * stage settles from a slight zoom, and each photo enters from the side it
 * moves from, on a spring, and follows a drag.
 */

/** Div props without the few names framer-motion gives a meaning of its own. */
type DivProps = Omit<
  ComponentProps<'div'>,
  'onDrag' | 'onDragStart' | 'onDragEnd' | 'onAnimationStart' | 'onAnimationEnd' | 'style'
>;

/** Lets the viewer play its leaving before it goes. */
export function LightboxPresence({ children }: { children: ReactNode }) {
  return (
    <MotionScope>
      <AnimatePresence>{children}</AnimatePresence>
    </MotionScope>
  );
}

/** Where a part enters from: at rest under reduced motion, so not one frame is hidden. */
function useEnteringFrom<T extends string>(from: T): T | false {
  return usePrefersReducedMotion() ? false : from;
}

export function ViewerFrame(props: DivProps) {
  const initial = useEnteringFrom('hidden');
  return (
    <m.div
      {...props}
      onUpdate={onPageClock}
      variants={lightboxMotion.viewer}
      initial={initial}
      animate="shown"
      exit="hidden"
    />
  );
}

export function ViewerStage(props: DivProps) {
  const initial = useEnteringFrom('hidden');
  return (
    <m.div
      {...props}
      onUpdate={onPageClock}
      variants={lightboxMotion.stage}
      initial={initial}
      animate="shown"
      exit="hidden"
    />
  );
}

/**
 * The photos in turn, on a track that follows a horizontal drag (mouse, pen or
 * finger) anywhere on the stage: let go past the swipe threshold
 * (swipeDirection) it moves on, otherwise it springs back. The track stays
 * while photos come and go, so a second quick swipe is never lost; the one
 * leaving and the one coming overlap while they move.
 */
export function ViewerSlides({
  direction,
  draggable,
  onSwipe,
  children,
}: {
  direction: number;
  draggable: boolean;
  onSwipe: (to: SwipeDirection) => void;
  children: ReactNode;
}) {
  return (
    <m.div
      className="absolute inset-0"
      data-backdrop
      onUpdate={onPageClock}
      drag={draggable ? 'x' : false}
      dragConstraints={{ left: 0, right: 0 }}
      dragElastic={lightboxMotion.dragElastic}
      dragTransition={lightboxMotion.dragTransition}
      onDragEnd={(_, { offset }) => {
        const to = swipeDirection(offset.x);
        if (to) onSwipe(to);
      }}
    >
      <AnimatePresence initial={false} custom={direction}>
        {children}
      </AnimatePresence>
    </m.div>
  );
}

/** One photo or video: it enters from the side it moves from and leaves to the other. */
export function ViewerPhoto({ direction, ...props }: DivProps & { direction: number }) {
  const initial = useEnteringFrom('enter');
  return (
    <m.div
      {...props}
      onUpdate={onPageClock}
      custom={direction}
      variants={lightboxMotion.photo}
      initial={initial}
      animate="shown"
      exit="leave"
    />
  );
}
