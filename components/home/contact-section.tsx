import { ContactLinks } from '@/components/contact/contact-links';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getContactCta, homeAnchors } from '@/content/home';
import { getStudioContact } from '@/content/studio';
import { contactPath } from '@/lib/routes';
import { typeset } from '@/lib/typography';

/** The target of the hero's 'Porozmawiajmy' (#contact). */
export function ContactSection() {
  const contactCta = getContactCta();
  return (
    <section
      id={homeAnchors.contact}
      aria-labelledby="kontakt-tytul"
      className="page-container py-20"
    >
      <div className="flex flex-col items-start gap-6 rounded-3xl border border-paper/10 bg-ink-raised p-8 sm:p-12">
        <h2 id="kontakt-tytul" className="font-display text-3xl sm:text-4xl">
          {typeset(contactCta.title)}
        </h2>
        <p className="max-w-2xl text-paper-muted">{typeset(contactCta.text)}</p>
        <ContactLinks contact={getStudioContact()} className="flex flex-wrap gap-6" />
        <Link href={contactPath} className={buttonVariants()}>
          Kontakt
        </Link>
      </div>
    </section>
  );
}
