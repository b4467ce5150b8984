'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

// Set on each block as it is drawn (globals.css: render-when-near).
const DRAWN = 'data-drawn';

/**
 * Blocks below the first screen (`render-when-near`) skip layout and paint
 * while the page loads. Once it has loaded, they are drawn one at a time
 * whenever the main thread is idle, so a visitor scrolling later finds them
 * ready and a full-page screenshot or a print shows the whole page; one
 * block a turn keeps each turn short on a slow phone.
 */
export function DrawWhenIdle() {
  const pathname = usePathname();

  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout stands in.
    const idle = (run: () => void) =>
      window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 100);
    const cancel = (handle: number) =>
      window.cancelIdleCallback ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);
    let handle = 0;
    const drawNext = () => {
      const block = document.querySelector(`.render-when-near:not([${DRAWN}])`);
      if (!block) return;
      block.setAttribute(DRAWN, '');
      handle = idle(drawNext);
    };
    const start = () => {
      handle = idle(drawNext);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel(handle);
    };
  }, [pathname]);

  return null;
}
