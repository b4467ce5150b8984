import { Logo } from '@/components/brand/logo';
import { ContactLinks } from '@/components/contact/contact-links';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/content/locale';
import { getStudio, getStudioContact } from '@/content/studio';
import { counterparts, switchFolders } from '@/lib/i18n/pages';
import { uiText } from '@/lib/i18n/ui';
import { contactLink, homePathIn, pageLinks, serviceMenus } from '@/lib/navigation';

import { DesktopNav } from './desktop-nav';
import { HeaderFrame } from './header-frame';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';

/** The navigation bar: a server component passing registry data to small client menus. */
export function SiteHeader({ locale = 'pl' }: { locale?: Locale }) {
  const menus = serviceMenus(locale);
  const studioContact = getStudioContact();
  const ui = uiText(locale);
  const links = pageLinks(locale);
  const contact = contactLink(locale);
  const other = locale === 'en' ? 'pl' : 'en';
  const switchProps = {
    label: other === 'en' ? 'English' : 'Polski',
    lang: other,
    counterparts: counterparts(),
    folders: switchFolders(other),
    fallback: homePathIn(other),
  } as const;
  return (
    <HeaderFrame>
      <div className="page-container flex h-[var(--header-height)] items-center gap-4">
        <Link href={homePathIn(locale)} className="shrink-0 rounded">
          <Logo decorative className="h-8 w-auto" />
          <span className="sr-only">
            {getStudio(locale).name} – {ui.home}
          </span>
        </Link>
        <DesktopNav
          menus={menus}
          links={links}
          label={ui.nav.main}
          scroll={{ left: ui.nav.scrollLeft, right: ui.nav.scrollRight }}
        />
        <div className="ml-auto hidden items-center gap-5 lg:flex">
          <ContactLinks
            contact={studioContact}
            words={ui.contactLinks}
            className="flex items-center gap-5"
          />
          <LanguageSwitch
            {...switchProps}
            className="rounded-md px-2 py-2 text-sm font-medium text-paper/90 underline-offset-4 hover:text-paper hover:underline"
          />
          <Link href={contact.href} className={buttonVariants({ size: 'sm' })}>
            {contact.label}
          </Link>
        </div>
        <MobileMenu
          menus={menus}
          links={links}
          contact={contact}
          studioContact={studioContact}
          labels={{
            nav: ui.nav.mobile,
            menu: ui.nav.menu,
            close: ui.nav.closeMenu,
            contact: ui.contactLinks,
          }}
          languageSwitch={switchProps}
        />
      </div>
    </HeaderFrame>
  );
}
