import { AskAboutService } from '@/components/contact/ask-about-service';
import type { Service } from '@/content/types';
import { typeset } from '@/lib/typography';

const words = {
  pl: {
    title: 'Planujesz coś podobnego?',
    text: 'Napisz, czego potrzebujesz – odpowiemy z terminem i wyceną.',
  },
  en: {
    title: 'Planning something similar?',
    text: 'Tell us what you need and we’ll reply with dates and a quote.',
  },
};

/**
 * Under a realization, the call to ask about its service: the contact form
 * with that service chosen (components/contact/ask-about-service.tsx,
 * issue #52's), introduced in the realization's own words.
 */
export function AskAboutRealization({ service }: { service: Service }) {
  const locale = service.locale ?? 'pl';
  const text = words[locale];
  return (
    <section aria-labelledby="zapytaj" className="page-container pb-16">
      <div className="flex flex-col items-start gap-5 rounded-3xl border border-paper/10 bg-ink-raised p-8 sm:p-12">
        <h2 id="zapytaj" className="font-display text-3xl">
          {typeset(text.title)}
        </h2>
        <p className="max-w-2xl text-paper-muted">{typeset(text.text)}</p>
        <AskAboutService locale={locale} service={service} />
      </div>
    </section>
  );
}
