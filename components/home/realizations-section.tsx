import { Reveal } from '@/components/motion/reveal';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { homeAnchorsFor } from '@/content/home';
import type { Locale } from '@/content/locale';
import { REALIZATION_STAGGER } from '@/lib/constants';
import { getRealizations } from '@/lib/home-media';
import { uiText } from '@/lib/i18n/ui';
import { workLink } from '@/lib/navigation';

import { RealizationCard } from './realization-card';

export function RealizationsSection({ locale = 'pl' }: { locale?: Locale }) {
  const anchors = homeAnchorsFor(locale);
  // Under the spec's three cards, the way to every realization.
  const all = workLink(locale);
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
        {all && (
          <Link
            href={all.href}
            className={buttonVariants({ variant: 'outline', className: 'mt-10' })}
          >
            {all.label}
          </Link>
        )}
      </section>
    </div>
  );
}
