'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that fetches its page on intent, not on sight. By default every
 * link that scrolls into view fetches its page's RSC data once the page is
 * idle: on the home page, eight requests in the first seconds on a phone's
 * connection, and their parsing on the main thread, for pages most visitors
 * never open. Here nothing is fetched at load; a pointer over the link, focus
 * on it or a finger touching it fetches its page (the router keeps it), so the
 * click that follows a few hundred ms later finds it there.
 */
export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const path = typeof href === 'string' ? href : href.pathname;

  function prefetch<E extends SyntheticEvent>(handler?: (event: E) => void) {
    return (event: E) => {
      // The router remembers what it has fetched; a second hover costs nothing.
      if (path?.startsWith('/')) router.prefetch(path);
      handler?.(event);
    };
  }

  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={prefetch(onMouseEnter)}
      onFocus={prefetch(onFocus)}
      onTouchStart={prefetch(onTouchStart)}
      {...props}
    />
  );
}
