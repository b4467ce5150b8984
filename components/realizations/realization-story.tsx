import type { Realization } from '@/content/types';
import { workText } from '@/lib/i18n/work-ui';
import { typeset } from '@/lib/typography';

/** The story of the job, and the client's words beside it (under it on a phone). */
export function RealizationStory({ realization }: { realization: Realization }) {
  const locale = realization.locale ?? 'pl';
  const words = workText(locale);
  const { quote } = realization;
  // Typographic quotes in the page's language: „…” in Polish, “…” in English.
  const [open, close] = locale === 'en' ? ['“', '”'] : ['„', '”'];
  return (
    <section
      aria-labelledby="o-realizacji"
      className="page-container grid gap-10 pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div className="flex max-w-3xl flex-col gap-5">
        <h2 id="o-realizacji" className="font-display text-3xl">
          {typeset(words.story)}
        </h2>
        {realization.story.map((paragraph, i) => (
          <p key={i} className="text-lg leading-relaxed text-paper-muted">
            {typeset(paragraph)}
          </p>
        ))}
      </div>
      {quote && (
        <figure
          aria-label={words.quote}
          className="flex flex-col gap-4 self-start rounded-2xl border border-paper/10 bg-ink-raised p-8"
        >
          <blockquote className="font-display text-2xl leading-snug">
            <p>{typeset(`${open}${quote.text}${close}`)}</p>
          </blockquote>
          <figcaption className="text-sm text-paper-muted">– {typeset(quote.author)}</figcaption>
        </figure>
      )}
    </section>
  );
}
