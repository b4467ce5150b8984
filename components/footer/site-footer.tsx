import { Logo } from '@/components/brand/logo';
import { ContactLinks } from '@/components/contact/contact-links';
import { Link } from '@/components/ui/link';
import { getStudio, getStudioContact } from '@/content/studio';
import { contactLink, pageLinks, privacyLink, serviceMenus } from '@/lib/navigation';
import { typeset } from '@/lib/typography';

export function SiteFooter() {
  const year = new Date().getFullYear();
  const studio = getStudio();
  return (
    <footer className="bg-ink-raised render-when-near">
      <div className="page-container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo className="h-9 w-auto self-start" />
          <p className="text-sm text-paper-muted">
            {typeset(`Studio fotografii i filmu. ${studio.areaServed}.`)}
          </p>
          <ContactLinks contact={getStudioContact()} className="flex flex-col gap-2" />
        </div>
        {serviceMenus().map((menu) => (
          <nav key={menu.kind} aria-label={`${menu.label} – usługi`}>
            <h2 className="mb-3 font-display text-lg">{menu.label}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {menu.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-paper-muted hover:text-paper">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Studio">
          <h2 className="mb-3 font-display text-lg">Studio</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {[...pageLinks, contactLink, privacyLink].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-paper-muted hover:text-paper">
                  {link.label}
                </Link>
              </li>
            ))}
            {studio.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="me noopener" className="text-paper-muted hover:text-paper">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-paper/10 px-5 py-5 text-center text-xs text-paper-muted">
        {typeset(`© ${year} ${studio.fullName}. Wszelkie prawa zastrzeżone.`)}
      </p>
    </footer>
  );
}
