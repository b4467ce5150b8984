import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Service } from '@/content/types';
import { contactLink } from '@/lib/navigation';
import { serviceName } from '@/lib/service-name';
import { typeset } from '@/lib/typography';

const words = {
  pl: {
    title: 'Planujesz coś podobnego?',
    text: 'Napisz, czego potrzebujesz – odpowiemy z terminem i wyceną.',
    ask: 'Zapytaj o usługę',
  },
  en: {
    title: 'Planning something similar?',
    text: 'Tell us what you need and we’ll reply with dates and a quote.',
    ask: 'Ask about',
  },
};

/** The call to ask about the realization's service: the contact page, naming the service. */
export function AskAboutRealization({ service }: { service: Service }) {
  const locale = service.locale ?? 'pl';
  const text = words[locale];
  const name = serviceName(service);
  return (
    <section aria-labelledby="zapytaj" className="page-container pb-16">
      <div className="flex flex-col items-start gap-5 rounded-3xl border border-paper/10 bg-ink-raised p-8 sm:p-12">
        <h2 id="zapytaj" className="font-display text-3xl">
          {typeset(text.title)}
        </h2>
        <p className="max-w-2xl text-paper-muted">{typeset(text.text)}</p>
        <Link href={contactLink(locale).href} className={buttonVariants()}>
          {typeset(locale === 'en' ? `${text.ask} ${name.toLowerCase()}` : `${text.ask}: ${name}`)}
        </Link>
      </div>
    </section>
  );
}
