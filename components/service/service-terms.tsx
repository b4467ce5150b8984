import type { ReactNode } from 'react';

import type { ServiceKind } from '@/content/kinds';
import type { TermsData } from '@/content/types';
import { typeset } from '@/lib/typography';

/**
 * The deadline, licence and delivery terms every service shares (content/terms.json);
 * film pages add their own (the music's licence), which a photo page has no use for.
 */
export function ServiceTerms({
  terms,
  kind,
  ask,
}: {
  terms: TermsData;
  kind: ServiceKind;
  /** The call to ask about the service: the terms are what a visitor reads last before asking. */
  ask?: ReactNode;
}) {
  const points = [...terms.points, ...(kind === 'film' ? (terms.film ?? []) : [])];
  return (
    <section
      aria-labelledby="warunki"
      className="mx-auto max-w-4xl px-5 pb-16 render-when-near lg:px-8"
    >
      <div className="rounded-2xl border border-paper/10 bg-ink-raised p-6 sm:p-8">
        <h2 id="warunki" className="mb-4 font-display text-2xl">
          {typeset(terms.title)}
        </h2>
        <ul className="flex flex-col gap-3 text-paper-muted">
          {points.map((point, i) => (
            <li key={i}>{typeset(point)}</li>
          ))}
        </ul>
        {ask && <div className="mt-6">{ask}</div>}
      </div>
    </section>
  );
}
