import { Logo } from '@/components/brand/logo';
import { ContactLinks } from '@/components/contact/contact-links';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getStudio, getStudioContact } from '@/content/studio';
import { contactLink, pageLinks, serviceMenus } from '@/lib/navigation';

import { DesktopNav } from './desktop-nav';
import { HeaderFrame } from './header-frame';
import { MobileMenu } from './mobile-menu';

/** The navigation bar: a server component passing registry data to small client menus. */
export function SiteHeader() {
  const menus = serviceMenus();
  const studioContact = getStudioContact();
  return (
    <HeaderFrame>
      <div className="page-container flex h-[var(--header-height)] items-center gap-4">
        <Link href="/" className="shrink-0 rounded">
          <Logo decorative className="h-8 w-auto" />
          <span className="sr-only">{getStudio().name} – strona główna</span>
        </Link>
        <DesktopNav menus={menus} links={pageLinks} />
        <div className="ml-auto hidden items-center gap-5 lg:flex">
          <ContactLinks contact={studioContact} className="flex items-center gap-5" />
          <Link href={contactLink.href} className={buttonVariants({ size: 'sm' })}>
            {contactLink.label}
          </Link>
        </div>
        <MobileMenu
          menus={menus}
          links={pageLinks}
          contact={contactLink}
          studioContact={studioContact}
        />
      </div>
    </HeaderFrame>
  );
}
