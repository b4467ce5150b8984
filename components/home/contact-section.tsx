import { ContactLinks } from '@/components/contact/contact-links';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getContactCta, homeAnchorsFor } from '@/content/home';
import type { Locale } from '@/content/locale';
import { getStudioContact } from '@/content/studio';
import { uiText } from '@/lib/i18n/ui';
import { contactLink } from '@/lib/navigation';
import { typeset } from '@/lib/typography';

/** The target of the hero's 'Porozmawiajmy' (#contact). */
export function ContactSection({ locale = 'pl' }: { locale?: Locale }) {
  const contactCta = getContactCta(locale);
  const contact = contactLink(locale);
  return (
    <section
      id={homeAnchorsFor(locale).contact}
      aria-labelledby="kontakt-tytul"
      className="page-container py-20"
    >
      <div className="flex flex-col items-start gap-6 rounded-3xl border border-paper/10 bg-ink-raised p-8 sm:p-12">
        <h2 id="kontakt-tytul" className="font-display text-3xl sm:text-4xl">
          {typeset(contactCta.title)}
        </h2>
        <p className="max-w-2xl text-paper-muted">{typeset(contactCta.text)}</p>
        <ContactLinks
          contact={getStudioContact()}
          words={uiText(locale).contactLinks}
          className="flex flex-wrap gap-6"
        />
        <Link href={contact.href} className={buttonVariants()}>
          {contact.label}
        </Link>
      </div>
    </section>
  );
}
