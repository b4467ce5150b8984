import { useSyncExternalStore } from 'react';

import type * as MotionKitModule from './motion-kit';

/**
 * framer-motion arrives with the visitor's first interaction, all of it: the
 * `m` components with the site's motion parts (motion-kit.tsx) and, in a
 * chunk of their own, the features LazyMotion loads (motion-features.ts).
 * Nothing of it is in the first load: the bundler keeps framer-motion's
 * animation engine with `m` and LazyMotion (a shared module), so importing
 * them anywhere in the page's own code would cost about 25 kB gzip before any
 * interaction. Until the kit is in, every part renders plain and still.
 */

export type MotionKit = typeof MotionKitModule;

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let kit: MotionKit | null = null;
let features: ReturnType<typeof importFeatures> | null = null;
let waiting = false;
const listeners = new Set<() => void>();

const importFeatures = () => import('./motion-features').then((r) => r.default);

/** LazyMotion's `features`: the chunk started with the kit (already in by the time LazyMotion asks). */
export const loadMotionFeatures = () => (features ??= importFeatures());

function load() {
  const kitLoaded = import('./motion-kit');
  void Promise.all([kitLoaded, loadMotionFeatures()]).then(([loaded]) => {
    kit = loaded;
    listeners.forEach((notify) => notify());
  });
}

/** Starts loading on the first pointer press, key, touch or wheel, once. */
function loadOnFirstInteraction() {
  if (waiting || kit) return;
  waiting = true;
  const go = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, go, true);
    load();
  };
  for (const type of FIRST_INTERACTION) {
    window.addEventListener(type, go, { capture: true, passive: true });
  }
}

function subscribe(onChange: () => void) {
  loadOnFirstInteraction();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The motion kit once it and the features are in; null on the server, during hydration and before. */
export function useMotionKit(): MotionKit | null {
  return useSyncExternalStore(
    subscribe,
    () => kit,
    () => null,
  );
}
