'use client';

import { useEffect, type RefObject } from 'react';

import type { MediaItem } from '@/lib/media-rules';

import { filmStartFiles, prefetchFilmFile } from './film-start';

// Near enough to the viewport that a tap may come soon.
const NEAR = '200px';

/**
 * Fetches a film's start files (its playlists and init segment, a few kB:
 * filmStartFiles, for this engine's player) once its thumbnail comes near the viewport, after the
 * page has loaded: the player then finds them in the HTTP cache (a film's
 * files are immutable), and a tap waits only for the first segment instead
 * of three round trips before it. No segment is fetched before the tap.
 * `links` are the gallery's thumbnails, in the order of `items`.
 */
export function useWarmFilms(
  items: readonly MediaItem[],
  links: RefObject<readonly (HTMLElement | null)[]>,
) {
  useEffect(() => {
    const urlsOf = new Map<Element, readonly string[]>();
    items.forEach((item, i) => {
      const link = links.current[i];
      const urls = item.type === 'video' ? filmStartFiles(item) : [];
      if (urls.length && link) urlsOf.set(link, urls);
    });
    if (!urlsOf.size || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          for (const url of urlsOf.get(entry.target) ?? []) prefetchFilmFile(url, 'low');
        }
      },
      { rootMargin: NEAR },
    );
    const start = () => urlsOf.forEach((_, link) => observer.observe(link));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      observer.disconnect();
    };
  }, [items, links]);
}
