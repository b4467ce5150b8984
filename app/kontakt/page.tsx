import { ContactForm } from '@/components/contact/contact-form';
import { ContactLinks } from '@/components/contact/contact-links';
import { GalleryStrip } from '@/components/gallery-strip/gallery-strip';
import { Link } from '@/components/ui/link';
import { Typeset } from '@/components/ui/typeset';
import { getContactCta } from '@/content/home';
import { getFormNotice } from '@/content/privacy';
import { getStudio, getStudioContact } from '@/content/studio';
import { contactPath, privacyPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { typeset } from '@/lib/typography';

export function generateMetadata() {
  const studio = getStudio();
  return pageMetadata({
    title: 'Kontakt',
    description: `Skontaktuj się ze studiem ${studio.name}: ${studio.email}, ${studio.phone}. ${studio.areaServed}.`,
    path: contactPath,
  });
}

export default function ContactPage() {
  const studio = getStudio();
  const studioContact = getStudioContact();
  const formNotice = getFormNotice();
  return (
    <>
      <div className="page-container grid gap-12 pt-[calc(var(--header-height)+3rem)] pb-12 lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-6">
          <h1 className="font-display text-5xl sm:text-6xl">Kontakt</h1>
          <p className="text-lg text-paper-muted">{typeset(getContactCta().text)}</p>
          <address className="flex flex-col gap-3 not-italic">
            <ContactLinks contact={studioContact} className="flex flex-col gap-3 [&_a]:text-lg" />
            <p className="text-paper-muted">{typeset(`Działamy: ${studio.areaServed}.`)}</p>
          </address>
        </div>
        <div className="rounded-2xl border border-paper/10 bg-ink-raised p-6 sm:p-8">
          <h2 className="mb-6 font-display text-2xl">Napisz do nas</h2>
          <ContactForm contact={studioContact} />
          <p className="mt-6 text-xs text-paper-muted">
            <Typeset text={formNotice.text} />
            {/* The sentence runs on into the link: a one-letter word before it („w”) keeps to it. */}
            {/(?:^|\s)\p{L}$/u.test(formNotice.text) ? '\u00a0' : ' '}
            <Link href={privacyPath} className="text-paper underline hover:text-amber">
              {formNotice.link}
            </Link>
            .
          </p>
          {/* The right to object, clearly and apart from the rest (RODO art. 21 ust. 4). */}
          <p className="mt-3 text-xs text-paper">
            <Typeset text={formNotice.objection} />
          </p>
        </div>
      </div>
      <GalleryStrip />
    </>
  );
}
