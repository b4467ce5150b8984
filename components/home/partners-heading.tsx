import { getPartners } from '@/content/home';
import type { Locale } from '@/content/locale';
import { typeset } from '@/lib/typography';

/** The 'Współpracujemy' heading; the client-logo strip of the shell follows it. */
export function PartnersHeading({ locale = 'pl' }: { locale?: Locale }) {
  const partners = getPartners(locale);
  return (
    <section aria-labelledby="wspolpraca-tytul" className="page-container pt-8 pb-10">
      <h2 id="wspolpraca-tytul" className="font-display text-4xl sm:text-5xl">
        {typeset(partners.title)}
      </h2>
      <p className="mt-4 max-w-2xl text-paper-muted">{typeset(partners.text)}</p>
    </section>
  );
}
