import { Reveal } from '@/components/motion/reveal';
import { homeAnchorsFor } from '@/content/home';
import type { Locale } from '@/content/locale';
import { REALIZATION_STAGGER } from '@/lib/constants';
import { getRealizations } from '@/lib/home-media';
import { uiText } from '@/lib/i18n/ui';

import { RealizationCard } from './realization-card';

export function RealizationsSection({ locale = 'pl' }: { locale?: Locale }) {
  const anchors = homeAnchorsFor(locale);
  return (
    // The hero's 'Zobacz realizacje' points at #portfolio, the menu at #realizacje.
    <div id={anchors.portfolio}>
      <section
        id={anchors.realizations}
        aria-labelledby="realizacje-tytul"
        className="page-container py-20"
      >
        <h2 id="realizacje-tytul" className="mb-10 font-display text-4xl sm:text-5xl">
          {uiText(locale).realizations}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {getRealizations(locale).map((card, i) => (
            <li key={card.serviceId}>
              <Reveal delay={i * REALIZATION_STAGGER}>
                <RealizationCard card={card} locale={locale} />
              </Reveal>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
