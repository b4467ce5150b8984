import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without prefetching. By default every link that scrolls into view
 * fetches its page's RSC data once the page is idle: on the home page, eight
 * requests in the first seconds on a phone's connection, and their parsing on
 * the main thread, for pages most visitors never open. A click
 * fetches the same data then, one round trip before the page changes.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
