'use client';

import { useEffect } from 'react';

import { scrollToHash } from './hash-link';

/** On arrival at a page with a hash (/#o-nas), scrolls smoothly to its block. */
export function HashScroll() {
  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash);
  }, []);
  return null;
}
