import { getAbout, homeAnchorsFor } from '@/content/home';
import type { Locale } from '@/content/locale';
import { typeset } from '@/lib/typography';

export function AboutSection({ locale = 'pl' }: { locale?: Locale }) {
  const about = getAbout(locale);
  return (
    <section
      id={homeAnchorsFor(locale).about}
      aria-labelledby="o-nas-tytul"
      className="border-y border-paper/10 bg-ink-raised"
    >
      <div className="page-container grid gap-12 py-20 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-amber uppercase">
            {typeset(about.eyebrow)}
          </p>
          <h2 id="o-nas-tytul" className="font-display text-4xl sm:text-5xl">
            {typeset(about.title)}
          </h2>
        </div>
        <div className="flex flex-col gap-5 text-paper-muted">
          {about.paragraphs.map((p) => (
            <p key={p}>{typeset(p)}</p>
          ))}
          <dl className="mt-4 grid gap-6 sm:grid-cols-3">
            {about.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm">{typeset(fact.label)}</dt>
                <dd className="font-display text-3xl text-paper">{typeset(fact.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
