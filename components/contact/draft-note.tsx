import type { UiText } from '@/lib/i18n/ui';
import { typeset } from '@/lib/typography';

/**
 * Under the form once a draft from an earlier visit is back in it: says where
 * it was kept, and deletes it at the visitor's word (a shared computer's next
 * user included). Below the fields, so its coming moves none of them.
 */
export function DraftNote({
  text,
  onDiscard,
}: {
  text: Pick<UiText['form'], 'draftRestored' | 'draftDiscard'>;
  onDiscard: () => void;
}) {
  return (
    <p className="text-sm text-paper-muted">
      {typeset(text.draftRestored)}{' '}
      <button
        type="button"
        onClick={onDiscard}
        className="text-amber underline underline-offset-2 hover:text-paper"
      >
        {typeset(text.draftDiscard)}
      </button>
    </p>
  );
}
