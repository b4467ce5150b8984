'use client';

import { useRef } from 'react';

import { ScrollRow } from '@/components/scroll/scroll-row';
import type { ServiceMenu } from '@/lib/navigation';

import { HashLink } from './hash-link';
import { MenuChips } from './menu-chips';
import { MenuDisclosure } from './menu-disclosure';
import { useMenus } from './use-menus';

/**
 * The Fotografia and Film submenus of wide screens. Built on <details>, so
 * the server HTML opens and links without JavaScript; once hydrated, one
 * submenu at a time is open and any navigation closes it.
 */
export function DesktopNav({
  menus,
  links,
  label,
  scroll,
}: {
  menus: readonly ServiceMenu[];
  links: readonly { label: string; href: `${string}#${string}` }[];
  /** The navigation's name ('Główna'), and the row arrows' words, in the page's language. */
  label: string;
  scroll: { left: string; right: string };
}) {
  const root = useRef<HTMLElement>(null);
  const [open, dispatch] = useMenus(root);
  const close = () => dispatch({ type: 'close' });

  return (
    <nav ref={root} aria-label={label} className="hidden items-center gap-1 lg:flex">
      {menus.map((menu) => (
        <MenuDisclosure
          key={menu.kind}
          menu={menu.kind}
          label={menu.label}
          open={open === menu.kind}
          dispatch={dispatch}
          summaryClassName="gap-1 rounded-md px-3 py-2 text-sm font-medium text-paper/90 hover:text-paper"
          chevronClassName="size-4"
          // Opaque: Firefox does not blur behind a panel inside the frosted header, so
          // a translucent panel let the page show through.
          panelClassName="fixed inset-x-0 top-[var(--header-height)] border-b border-paper/10 bg-ink"
        >
          <div className="page-container py-5">
            <ScrollRow label={menu.label} words={scroll}>
              <MenuChips
                links={menu.links}
                onNavigate={close}
                open={open === menu.kind}
                className="flex w-max gap-3"
              />
            </ScrollRow>
          </div>
        </MenuDisclosure>
      ))}
      {links.map((link) => (
        <HashLink
          key={link.href}
          href={link.href}
          onNavigate={close}
          className="rounded-md px-3 py-2 text-sm font-medium text-paper/90 hover:text-paper"
        >
          {link.label}
        </HashLink>
      ))}
    </nav>
  );
}
