import { Logo } from '@/components/brand/logo';
import { ContactLinks } from '@/components/contact/contact-links';
import { Link } from '@/components/ui/link';
import { hasEnglish } from '@/content/english';
import type { Locale } from '@/content/locale';
import { getStudio, getStudioContact } from '@/content/studio';
import { uiText } from '@/lib/i18n/ui';
import { contactLink, pageLinks, privacyLink, serviceMenus, workLink } from '@/lib/navigation';
import { typeset } from '@/lib/typography';

export function SiteFooter({ locale = 'pl' }: { locale?: Locale }) {
  const year = new Date().getFullYear();
  const studio = getStudio(locale);
  const ui = uiText(locale);
  // An English page without the English policy links to the Polish one, which governs.
  const privacy = privacyLink(locale, locale === 'en' && hasEnglish('privacy'));
  const privacyInPolish = locale === 'en' && !privacy.href.startsWith('/en');
  return (
    <footer className="bg-ink-raised render-when-near">
      <div className="page-container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo className="h-9 w-auto self-start" />
          <p className="text-sm text-paper-muted">
            {typeset(`${ui.footer.about} ${studio.areaServed}.`)}
          </p>
          <ContactLinks
            contact={getStudioContact()}
            words={ui.contactLinks}
            className="flex flex-col gap-2"
          />
        </div>
        {serviceMenus(locale).map((menu) => (
          <nav key={menu.kind} aria-label={`${menu.label} – ${ui.nav.services}`}>
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
            {[...pageLinks(locale), workLink(locale), contactLink(locale)]
              .flatMap((link) => (link ? [link] : []))
              .map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-paper-muted hover:text-paper">
                    {link.label}
                  </Link>
                </li>
              ))}
            <li>
              {privacyInPolish ? (
                // The other language's document: a full page load.
                <a href={privacy.href} hrefLang="pl" className="text-paper-muted hover:text-paper">
                  {privacy.label}
                </a>
              ) : (
                <Link href={privacy.href} className="text-paper-muted hover:text-paper">
                  {privacy.label}
                </Link>
              )}
            </li>
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
        {typeset(`© ${year} ${studio.fullName}. ${ui.footer.rights}`)}
      </p>
    </footer>
  );
}
