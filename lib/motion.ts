import type { Variants } from 'framer-motion';
import type { CSSProperties } from 'react';

import { CHIP_STAGGER } from './constants';

/*
 * The site's movements as data, in one place. The scroll reveal and the menu
 * chips are CSS transitions, which need no script to play: a hidden state has
 * no transition, so items hide at once; the shown state carries the
 * transition and its delay.
 */

const EASE_OUT = 'cubic-bezier(0.22, 1, 0.36, 1)';

interface Entrance {
  /** How far below its place the item starts, in px. */
  readonly risePx: number;
  readonly durationMs: number;
}

/** Scroll reveal: an item rises into place and fades in. */
export const revealEntrance: Entrance = { risePx: 28, durationMs: 700 };

/** A submenu's chips come in one after another, CHIP_STAGGER apart. */
export const chipEntrance: Entrance = { risePx: 10, durationMs: 350 };

export function hiddenStyle(entrance: Entrance): CSSProperties {
  return { opacity: 0, transform: `translateY(${entrance.risePx}px)` };
}

export function shownStyle(entrance: Entrance, delayMs = 0): CSSProperties {
  const timing = `${entrance.durationMs}ms ${EASE_OUT} ${delayMs}ms`;
  return { opacity: 1, transform: 'none', transition: `opacity ${timing}, transform ${timing}` };
}

/** The delay of the n-th chip of an opening submenu. */
export const chipDelay = (index: number) => index * CHIP_STAGGER;

/** The visitor's wish for less movement, as a media query. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asks for reduced motion, read from the browser now. In
 * a component's render, use usePrefersReducedMotion, which is false on the
 * server and during hydration; this is for effects and event handlers.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/*
 * framer-motion's movements, as data (components/motion/ brings the library
 * with the visitor's first interaction; until then the parts are still).
 */

/** Seconds, as framer-motion counts them. */
const seconds = (ms: number) => ms / 1000;

const EASE_OUT_CURVE = [0.22, 1, 0.36, 1] as const;

/** A menu panel (desktop submenu, phone menu, accordion) entering and leaving. */
export const panelMotion = {
  shown: { opacity: 1, y: 0, transition: { duration: seconds(220), ease: EASE_OUT_CURVE } },
  hidden: { opacity: 0, y: -8, transition: { duration: seconds(160), ease: 'easeIn' } },
} satisfies Variants;

/** The longest a panel's leaving may keep it on screen, should its animation never report its end. */
export const PANEL_LEAVE_MAX_MS = 400;

/**
 * The hero's progress bar takes a new length this often and glides to it by a
 * CSS transition of the same length, which the compositor plays. Each new
 * length costs the page's main thread a frame (style, paint, commit): at
 * 100 ms, ten a second for as long as the page is open, which on a phone's
 * CPU (Lighthouse's 4x slowdown) kept the home page busy until 18 s and put
 * 200–300 ms of blocking time a slide into a first visit. One a second looks
 * the same, as the glide between lengths is linear.
 */
export const HERO_PROGRESS_STEP = 1000;

/** A spring for the lightbox's photos: quick, with a hint of overshoot. */
const photoSpring = { type: 'spring', stiffness: 320, damping: 32, mass: 0.9 } as const;

/**
 * The lightbox: the viewer fades in and out; a photo enters from the side it
 * is moving from (custom: 1 forward, -1 back) and leaves to the other, on a
 * spring, continuing from where a drag let go of it.
 */
export const lightboxMotion = {
  viewer: {
    shown: { opacity: 1, transition: { duration: seconds(200), ease: 'easeOut' } },
    hidden: { opacity: 0, transition: { duration: seconds(180), ease: 'easeIn' } },
  },
  stage: {
    shown: { scale: 1, transition: { duration: seconds(260), ease: EASE_OUT_CURVE } },
    hidden: { scale: 0.96, transition: { duration: seconds(180), ease: 'easeIn' } },
  },
  photo: {
    enter: (direction: number) => ({ x: `${direction * 60}%`, opacity: 0 }),
    shown: {
      x: 0,
      opacity: 1,
      transition: { x: photoSpring, opacity: { duration: seconds(200) } },
    },
    leave: (direction: number) => ({
      x: `${direction * -60}%`,
      opacity: 0,
      transition: { x: photoSpring, opacity: { duration: seconds(200) } },
    }),
  },
  /** How far a photo follows the pointer past its place (0 to 1), and how it springs back. */
  dragElastic: 0.8,
  dragTransition: { bounceStiffness: 400, bounceDamping: 32 },
} satisfies { viewer: Variants; stage: Variants; photo: Variants } & Record<string, unknown>;
