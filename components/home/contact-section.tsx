import Link from 'next/link';
import { ContactLinks } from '@/components/nav/contact-links';
import { contactCta } from '@/content/home';
import { contactPath, homeAnchors } from '@/lib/routes';
import { typeset } from '@/lib/typography';

/** The target of the hero's 'Porozmawiajmy' (#contact). */
export function ContactSection() {
  return (
    <section
      id={homeAnchors.contact}
      aria-labelledby="kontakt-tytul"
      className="mx-auto max-w-page px-5 py-20 lg:px-8"
    >
      <div className="flex flex-col items-start gap-6 rounded-3xl border border-paper/10 bg-ink-raised p-8 sm:p-12">
        <h2 id="kontakt-tytul" className="font-display text-3xl sm:text-4xl">
          {typeset(contactCta.title)}
        </h2>
        <p className="max-w-2xl text-paper-muted">{typeset(contactCta.text)}</p>
        <ContactLinks className="flex flex-wrap gap-6" />
        <Link
          href={contactPath}
          className="rounded-full bg-amber px-7 py-3 font-semibold text-ink hover:bg-paper"
        >
          Kontakt
        </Link>
      </div>
    </section>
  );
}
