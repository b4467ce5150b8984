import { ContactForm } from '@/components/contact/contact-form';
import { ContactLinks } from '@/components/contact/contact-links';
import { GalleryStrip } from '@/components/gallery-strip/gallery-strip';
import { Link } from '@/components/ui/link';
import { Typeset } from '@/components/ui/typeset';
import { getContactCta } from '@/content/home';
import type { Locale } from '@/content/locale';
import { getFormNotice } from '@/content/privacy';
import { getStudio, getStudioContact } from '@/content/studio';
import { inquiryChoices } from '@/lib/contact/inquiry';
import { uiText } from '@/lib/i18n/ui';
import { contactLink, privacyLink } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo';
import { typeset } from '@/lib/typography';

export function contactMetadata(locale: Locale) {
  const studio = getStudio(locale);
  return pageMetadata({
    title: uiText(locale).contactPage.title,
    description:
      locale === 'en'
        ? `Get in touch with ${studio.name}: ${studio.email}, ${studio.phone}. ${studio.areaServed}.`
        : `Skontaktuj się ze studiem ${studio.name}: ${studio.email}, ${studio.phone}. ${studio.areaServed}.`,
    path: contactLink(locale).href,
    locale,
  });
}

/** The contact page in a language (app/(pl)/kontakt, app/en/[[...page]]: /en/contact). */
export function ContactPage({ locale }: { locale: Locale }) {
  const studio = getStudio(locale);
  const studioContact = getStudioContact();
  const formNotice = getFormNotice(locale);
  const ui = uiText(locale);
  return (
    <>
      <div className="page-container grid gap-12 pt-[calc(var(--header-height)+3rem)] pb-12 lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-6">
          <h1 className="font-display text-5xl sm:text-6xl">{ui.contactPage.title}</h1>
          <p className="text-lg text-paper-muted">{typeset(getContactCta(locale).text)}</p>
          <address className="flex flex-col gap-3 not-italic">
            <ContactLinks contact={studioContact} className="flex flex-col gap-3 [&_a]:text-lg" />
            <p className="text-paper-muted">
              {typeset(`${ui.contactPage.area}: ${studio.areaServed}.`)}
            </p>
          </address>
        </div>
        <div className="rounded-2xl border border-paper/10 bg-ink-raised p-6 sm:p-8">
          <h2 className="mb-6 font-display text-2xl">{ui.contactPage.write}</h2>
          <ContactForm
            contact={studioContact}
            locale={locale}
            text={ui.form}
            services={inquiryChoices(locale)}
            serviceWords={ui.inquiry}
          />
          <p className="mt-6 text-xs text-paper-muted">
            <Typeset text={formNotice.text} />
            {/* The sentence runs on into the link: a one-letter word before it („w”) keeps to it. */}
            {/(?:^|\s)\p{L}$/u.test(formNotice.text) ? '\u00a0' : ' '}
            <Link href={privacyLink(locale).href} className="text-paper underline hover:text-amber">
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
      <GalleryStrip locale={locale} />
    </>
  );
}
