import type { Realization } from '@/content/types';

import { RealizationCard } from './realization-card';

/** Realization cards in a grid: one column on a phone, two from 640 px, three from 1024 px. */
export function RealizationGrid({
  realizations,
  heading,
}: {
  realizations: readonly Realization[];
  /** The level of each card's title under the list's own heading. */
  heading?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {realizations.map((r) => (
        <li key={r.slug}>
          <RealizationCard realization={r} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
