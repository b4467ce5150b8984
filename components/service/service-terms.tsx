import { getServiceTerms } from '@/content/terms';
import { typeset } from '@/lib/typography';

/** The deadline, licence and delivery terms every service shares (content/terms.json). */
export function ServiceTerms() {
  const serviceTerms = getServiceTerms();
  return (
    <section aria-labelledby="warunki" className="mx-auto max-w-4xl px-5 pb-16 lg:px-8">
      <div className="rounded-2xl border border-paper/10 bg-ink-raised p-6 sm:p-8">
        <h2 id="warunki" className="mb-4 font-display text-2xl">
          {typeset(serviceTerms.title)}
        </h2>
        <ul className="flex flex-col gap-3 text-paper-muted">
          {serviceTerms.points.map((point) => (
            <li key={point}>{typeset(point)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
