'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { useScrolled } from '@/lib/hooks/use-scrolled';

/**
 * The bar's surface: transparent on the home page at scroll top,
 * frosted when scrolled, on any other page, or while the mobile menu is open
 * (the last through CSS :has(), see globals.css).
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const onHome = usePathname() === '/';
  const scrolled = useScrolled();
  return (
    <header
      data-surface={onHome && !scrolled ? 'transparent' : 'frosted'}
      className="site-header fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300"
    >
      {children}
    </header>
  );
}
