import type { FeatureBundle } from 'framer-motion';
import { useSyncExternalStore } from 'react';

/**
 * When framer-motion's features load, and whether they have. The page ships
 * only the `m` components; the features (animation, gestures, drag) come with
 * the visitor's first interaction, so none of their bytes count against the
 * first load. Until then every `m` element stays at the values it mounted
 * with: components ask useMotionReady before mounting anything hidden.
 */

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let loaded = false;
const listeners = new Set<() => void>();

function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of FIRST_INTERACTION) {
      window.addEventListener(type, go, { capture: true, passive: true });
    }
  });
}

/** LazyMotion's `features`: waits for the first interaction, then imports the features' chunk. */
export async function loadMotionFeatures(): Promise<FeatureBundle> {
  await firstInteraction();
  const features = (await import('./motion-features')).default;
  loaded = true;
  listeners.forEach((notify) => notify());
  return features;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether the animation features have loaded; false on the server and during hydration. */
export function useMotionReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
}
