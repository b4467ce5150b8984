'use client';

import type { ReactNode } from 'react';

import { ChevronIcon } from '@/components/ui/icons';
import type { ServiceKind } from '@/content/kinds';

import { Disclosure } from './disclosure';
import type { MenuAction } from './menu-state';

/**
 * A service submenu ('Fotografia', 'Film'): a disclosure whose open state
 * follows the menu reducer, so one submenu at a time is open.
 */
export function MenuDisclosure({
  menu,
  label,
  open,
  dispatch,
  className,
  panelClassName,
  summaryClassName,
  chevronClassName,
  children,
}: {
  menu: ServiceKind;
  label: string;
  open: boolean;
  dispatch: (action: MenuAction) => void;
  className?: string;
  panelClassName?: string;
  summaryClassName: string;
  chevronClassName: string;
  children: ReactNode;
}) {
  return (
    <Disclosure
      open={open}
      onOpenChange={(next) => dispatch(next ? { type: 'open', menu } : { type: 'close' })}
      className={`group ${className ?? ''}`}
      toggleClassName={summaryClassName}
      panelClassName={panelClassName}
      rootAttributes={{ 'data-menu': menu }}
      toggle={
        <>
          {label}
          <ChevronIcon
            className={`transition-transform group-open:rotate-180 group-data-open:rotate-180 ${chevronClassName}`}
          />
        </>
      }
    >
      {children}
    </Disclosure>
  );
}
