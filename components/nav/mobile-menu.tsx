'use client';

import { useRef, useState, type ComponentProps } from 'react';

import { ContactLinks } from '@/components/contact/contact-links';
import { buttonVariants } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { StudioContact } from '@/content/studio';
import { useModal } from '@/lib/hooks/use-modal';
import type { UiText } from '@/lib/i18n/ui';
import type { ServiceMenu } from '@/lib/navigation';

import { Disclosure } from './disclosure';
import { HashLink } from './hash-link';
import { LanguageSwitch } from './language-switch';
import { MenuChips } from './menu-chips';
import { MenuDisclosure } from './menu-disclosure';
import { useMenus } from './use-menus';
import { useRouteChange } from './use-route-change';

/**
 * The full-screen menu of small screens, with accordions for Fotografia and
 * Film. A disclosure (a <details> before hydration), so it opens and links
 * without JavaScript.
 */
export function MobileMenu({
  menus,
  links,
  contact,
  studioContact,
  labels,
  languageSwitch,
}: {
  menus: readonly ServiceMenu[];
  links: readonly { label: string; href: `${string}#${string}` }[];
  contact: { label: string; href: string };
  /** The studio's e-mail and telephone (a prop: this island cannot read the data files). */
  studioContact: StudioContact;
  /** The menu's own words in the page's language. */
  labels: { nav: string; menu: string; close: string; contact: UiText['contactLinks'] };
  /** The link to this page in the other language (./language-switch.tsx). */
  languageSwitch: Omit<ComponentProps<typeof LanguageSwitch>, 'className' | 'onNavigate'>;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [openAccordion, dispatch] = useMenus(root);
  const [menuOpen, setMenuOpen] = useState(false);
  useRouteChange(() => setMenuOpen(false));
  const closeAll = () => {
    dispatch({ type: 'close' });
    setMenuOpen(false);
  };
  const toggle = useRef<HTMLButtonElement>(null);
  // Full-screen while open: the page behind does not scroll and focus stays in the menu.
  useModal(root, menuOpen, closeAll, toggle);

  return (
    <Disclosure
      open={menuOpen}
      onOpenChange={setMenuOpen}
      rootRef={root}
      toggleRef={toggle}
      rootAttributes={{ 'data-mobile-menu': '' }}
      className="group/menu ml-auto lg:hidden"
      toggleClassName="gap-2 rounded-md px-3 py-2 text-sm font-medium"
      panelClassName="fixed inset-x-0 top-[var(--header-height)] bottom-0 overflow-y-auto bg-ink px-5 pt-4 pb-10"
      toggle={
        <>
          <span className="group-open/menu:hidden group-data-open/menu:hidden">{labels.menu}</span>
          <span className="hidden group-open/menu:inline group-data-open/menu:inline">
            {labels.close}
          </span>
          <MenuIcon />
        </>
      }
    >
      <nav aria-label={labels.nav} className="flex flex-col">
        {menus.map((menu) => (
          <MenuDisclosure
            key={menu.kind}
            menu={menu.kind}
            label={menu.label}
            open={openAccordion === menu.kind}
            dispatch={dispatch}
            className="border-b border-paper/10"
            summaryClassName="w-full justify-between py-4 text-left font-display text-2xl"
            chevronClassName="size-5"
          >
            <MenuChips
              links={menu.links}
              onNavigate={closeAll}
              open={openAccordion === menu.kind}
              className="grid gap-2 pb-4"
            />
          </MenuDisclosure>
        ))}
        {links.map((link) => (
          <HashLink
            key={link.href}
            href={link.href}
            onNavigate={closeAll}
            className="border-b border-paper/10 py-4 font-display text-2xl"
          >
            {link.label}
          </HashLink>
        ))}
      </nav>
      <div className="mt-8 flex flex-col gap-4">
        <ContactLinks
          contact={studioContact}
          words={labels.contact}
          className="flex flex-col gap-3"
        />
        <Link href={contact.href} onClick={closeAll} className={buttonVariants()}>
          {contact.label}
        </Link>
        <LanguageSwitch
          {...languageSwitch}
          onNavigate={closeAll}
          className="self-start py-2 font-display text-2xl underline-offset-4 hover:underline"
        />
      </div>
    </Disclosure>
  );
}
