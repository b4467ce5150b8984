import { Reveal } from '@/components/motion/reveal';
import { getRealizations, homeAnchors } from '@/content/home';
import { REALIZATION_STAGGER } from '@/lib/constants';

import { RealizationCard } from './realization-card';

export function RealizationsSection() {
  return (
    // The hero's 'Zobacz realizacje' points at #portfolio, the menu at #realizacje.
    <div id={homeAnchors.portfolio}>
      <section
        id={homeAnchors.realizations}
        aria-labelledby="realizacje-tytul"
        className="page-container py-20"
      >
        <h2 id="realizacje-tytul" className="mb-10 font-display text-4xl sm:text-5xl">
          Nasze Realizacje
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {getRealizations().map((card, i) => (
            <li key={card.serviceId}>
              <Reveal delay={i * REALIZATION_STAGGER}>
                <RealizationCard card={card} />
              </Reveal>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
