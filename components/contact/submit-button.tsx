import type { FormState } from '@/lib/contact/form-state';

const labels: Record<FormState['status'], string> = {
  idle: 'Wyślij wiadomość',
  sending: 'Wysyłanie…',
  sent: 'Wiadomość wysłana',
  failed: 'Wyślij wiadomość',
};

/** The submit button: it widens with a spinner while sending and shows a check when sent. */
export function SubmitButton({ status }: { status: FormState['status'] }) {
  const sending = status === 'sending';
  return (
    <button
      type="submit"
      aria-disabled={sending || undefined}
      data-status={status}
      className={`flex h-12 items-center justify-center gap-3 rounded-full bg-amber font-semibold text-ink transition-all duration-300 hover:bg-paper aria-disabled:cursor-wait ${
        sending ? 'w-64' : 'w-56'
      }`}
    >
      {sending && (
        <span
          aria-hidden="true"
          data-testid="spinner"
          className="size-5 animate-spin rounded-full border-2 border-ink/30 border-t-ink"
        />
      )}
      {status === 'sent' && (
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          data-testid="check"
          className="size-5"
          fill="none"
        >
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      )}
      {labels[status]}
    </button>
  );
}
