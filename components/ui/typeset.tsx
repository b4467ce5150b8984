import { typesetRuns } from '@/lib/typography';

/**
 * Copy as a Polish typesetter sets it (lib/typography.ts): non-breaking spaces
 * where a line must not break, and each postal code in a no-wrap span, since
 * a browser may break after its hyphen ('00-' / '193') and the fonts' subsets
 * have no non-breaking hyphen. For text that may hold an address: the studio's
 * paragraphs and lists, the privacy policy, the clause under the form.
 */
export function Typeset({ text }: { text: string }) {
  return (
    <>
      {typesetRuns(text).map((run, i) =>
        run.whole ? (
          <span key={i} className="whitespace-nowrap">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
