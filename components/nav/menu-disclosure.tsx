'use client';

import type { ReactNode } from 'react';
import type { ServiceKind } from '@/content/types';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { ChevronIcon } from '@/components/ui/icons';
import type { MenuAction } from './menu-state';

/**
 * A submenu as <details>: it opens without JavaScript; once hydrated, its
 * open state follows the menu reducer (one submenu at a time) and the toggle
 * carries aria-expanded.
 */
export function MenuDisclosure({
  menu,
  label,
  open,
  dispatch,
  className,
  summaryClassName,
  chevronClassName,
  children,
}: {
  menu: ServiceKind;
  label: string;
  open: boolean;
  dispatch: (action: MenuAction) => void;
  className?: string;
  summaryClassName: string;
  chevronClassName: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <details
      open={open}
      onToggle={(e) => {
        const isOpen = e.currentTarget.open;
        if (isOpen !== open) dispatch(isOpen ? { type: 'open', menu } : { type: 'close' });
      }}
      className={`group ${className ?? ''}`}
    >
      <summary
        data-menu-toggle={menu}
        // Only once React controls the state; before that <details> speaks for itself.
        aria-expanded={hydrated ? open : undefined}
        className={`flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden ${summaryClassName}`}
      >
        {label}
        <ChevronIcon className={`transition-transform group-open:rotate-180 ${chevronClassName}`} />
      </summary>
      {children}
    </details>
  );
}
