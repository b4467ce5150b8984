import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import type { FormState } from '@/lib/contact/form-state';

const polishLabels: Record<FormState['status'], string> = {
  idle: 'Wyślij wiadomość',
  sending: 'Wysyłanie…',
  sent: 'Wiadomość wysłana',
  failed: 'Wyślij wiadomość',
};

/** The submit button: it widens with a spinner while sending and shows a check when sent. */
export function SubmitButton({
  status,
  labels = polishLabels,
}: {
  status: FormState['status'];
  /** The button's words in the page's language. */
  labels?: Record<FormState['status'], string>;
}) {
  const sending = status === 'sending';
  return (
    <Button
      type="submit"
      size="form"
      aria-disabled={sending || undefined}
      data-status={status}
      className={`aria-disabled:cursor-wait ${sending ? 'w-64' : 'w-56'}`}
    >
      {sending && (
        <span
          aria-hidden="true"
          data-testid="spinner"
          className="size-5 animate-spin rounded-full border-2 border-ink/30 border-t-ink"
        />
      )}
      {status === 'sent' && <CheckIcon data-testid="check" />}
      {labels[status]}
    </Button>
  );
}
