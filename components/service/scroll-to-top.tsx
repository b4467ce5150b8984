'use client';

import { useEffect } from 'react';

/** On opening a service page or changing the id, the window is at the top. */
export function ScrollToTop({ id }: { id: string }) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id]);
  return null;
}
