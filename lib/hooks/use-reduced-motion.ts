import { useSyncExternalStore } from 'react';

import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '../motion';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the visitor asked for reduced motion; false while rendering on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
