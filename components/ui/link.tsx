'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps, type SyntheticEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that fetches its page on intent, not on sight. By default every
 * link that scrolls into view fetches its page's RSC data once the page is
 * idle: on the home page, eight requests in the first seconds on a phone's
 * connection, and their parsing on the main thread, for pages most visitors
 * never open. Here nothing is fetched at load; a pointer over the link, focus
 * on it or a finger touching it turns Next's prefetching on for this link
 * (Next's hover-prefetch pattern), and as the link is in view Next fetches its
 * page at once, so the click a few hundred ms later finds it there.
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [wanted, setWanted] = useState(false);

  function onIntent<E extends SyntheticEvent>(handler?: (event: E) => void) {
    return (event: E) => {
      setWanted(true);
      handler?.(event);
    };
  }

  return (
    <NextLink
      prefetch={wanted ? null : false}
      onMouseEnter={onIntent(onMouseEnter)}
      onFocus={onIntent(onFocus)}
      onTouchStart={onIntent(onTouchStart)}
      {...props}
    />
  );
}
