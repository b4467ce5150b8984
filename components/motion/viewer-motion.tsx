'use client';

import { AnimatePresence } from 'framer-motion';
import type { ComponentProps, ReactNode } from 'react';

import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { lightboxMotion } from '@/lib/motion';
import { swipeDirection, type SwipeDirection } from '@/lib/swipe';

import * as m from './m';
import { MotionScope } from './motion-scope';

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
      variants={lightboxMotion.stage}
      initial={initial}
      animate="shown"
      exit="hidden"
    />
  );
}

/** The photos in turn: the one leaving and the one coming overlap while they move. */
export function ViewerSlides({ direction, children }: { direction: number; children: ReactNode }) {
  return (
    <AnimatePresence initial={false} custom={direction}>
      {children}
    </AnimatePresence>
  );
}

/**
 * One photo or video. A photo follows a horizontal drag and, let go past the
 * swipe threshold (swipeDirection), moves on; otherwise it springs back.
 */
export function ViewerPhoto({
  direction,
  draggable,
  onSwipe,
  ...props
}: DivProps & {
  direction: number;
  draggable: boolean;
  onSwipe: (to: SwipeDirection) => void;
}) {
  const initial = useEnteringFrom('enter');
  return (
    <m.div
      {...props}
      custom={direction}
      variants={lightboxMotion.photo}
      initial={initial}
      animate="shown"
      exit="leave"
      drag={draggable ? 'x' : false}
      dragConstraints={{ left: 0, right: 0 }}
      dragElastic={lightboxMotion.dragElastic}
      dragTransition={lightboxMotion.dragTransition}
      onDragEnd={(_, { offset }) => {
        const to = swipeDirection(offset.x);
        if (to) onSwipe(to);
      }}
    />
  );
}
