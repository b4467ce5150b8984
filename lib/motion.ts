import type { CSSProperties } from 'react';

import { CHIP_STAGGER } from './constants';

/*
 * The site's two movements as data, played by CSS transitions: no animation
 * library in the visitor's download. A hidden state has no transition, so
 * items hide at once; the shown state carries the transition and its delay.
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
