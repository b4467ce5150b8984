'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';

import { prefersReducedMotion } from '@/lib/motion';
import { isPlainLeftClick } from '@/lib/plain-click';

/** Scrolls to the element of a hash, smoothly unless the visitor prefers reduced motion. */
export function scrollToHash(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
  if (!target) return false;
  target.scrollIntoView({
    behavior: prefersReducedMotion() ? 'instant' : 'smooth',
    block: 'start',
  });
  return true;
}

/**
 * A link to a block of another page ('/#o-nas'). On that page it scrolls
 * there smoothly; from another page it navigates without jumping, and the
 * target page's <HashScroll> scrolls smoothly on arrival.
 */
export function HashLink({
  href,
  children,
  className,
  onNavigate,
}: {
  href: `${string}#${string}`;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const [path = '/', hash = ''] = href.split('#');

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(e)) return;
    e.preventDefault();
    onNavigate?.();
    if (pathname === path) {
      window.history.pushState(null, '', href);
      scrollToHash(hash);
    } else {
      router.push(href, { scroll: false });
    }
  };

  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
