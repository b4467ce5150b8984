/** Why a send failed, for the message the visitor sees. */
export type FailureReason = 'network' | 'timeout' | 'rate-limit' | 'rejected';

/**
 * The contact form: idle, sending after submit, then sent (fields cleared) or
 * failed (fields kept, a message shown). A deliberate change from the old
 * site, where a failure stayed 'sending' silently.
 */
export type FormState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent' }
  | { readonly status: 'failed'; readonly reason: FailureReason };

export type FormAction =
  | { readonly type: 'submit' }
  | { readonly type: 'success' }
  | { readonly type: 'failure'; readonly reason: FailureReason }
  | { readonly type: 'edit' };

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'submit':
      // A second submit while one is under way does nothing: one click, one message.
      return state.status === 'sending' ? state : { status: 'sending' };
    case 'success':
      return state.status === 'sending' ? { status: 'sent' } : state;
    case 'failure':
      return state.status === 'sending' ? { status: 'failed', reason: action.reason } : state;
    case 'edit':
      // Typing again after 'sent' starts a new message; a failure message stays until resent.
      return state.status === 'sent' ? { status: 'idle' } : state;
  }
}

/** The HTTP status a refused send carries (its `status`), or 0 when it has none. */
export function errorStatus(error: unknown): number {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number(error.status)
    : 0;
}

/**
 * Classifies what the send threw (lib/contact/send.ts): an HTTP status, the
 * timeout's abort (a DOMException named TimeoutError) or a network error.
 */
export function failureReason(error: unknown): FailureReason {
  if (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === 'TimeoutError'
  )
    return 'timeout';
  const status = errorStatus(error);
  if (status === 429) return 'rate-limit';
  if (status >= 400) return 'rejected';
  return 'network';
}

/** The same on the English pages (British English). */
export const englishFailureMessages: Record<FailureReason, string> = {
  network:
    'We couldn’t send your message – it looks as if you’re offline. Your message is still in the form.',
  timeout:
    'Sending took too long, so it was stopped. Your message is still in the form – please try again.',
  'rate-limit':
    'The email service isn’t accepting messages just now, because it has received too many in a short time. Your message was not sent and is still in the form – wait a moment and try again.',
  rejected:
    'The email service didn’t accept the message. Your message is still in the form – please try again, or email us directly.',
};

export const failureMessages: Record<FailureReason, string> = {
  network:
    'Nie udało się wysłać wiadomości – wygląda na to, że nie ma połączenia z internetem. Twoja wiadomość jest nadal w formularzu.',
  timeout:
    'Wysyłanie trwało zbyt długo, więc zostało przerwane. Twoja wiadomość jest nadal w formularzu – spróbuj ponownie.',
  // 429: the e-mail service refused the message (too many in a short time); nothing was sent.
  'rate-limit':
    'Usługa poczty chwilowo nie przyjmuje wiadomości, bo otrzymała ich zbyt wiele w krótkim czasie. Twoja wiadomość nie została wysłana i jest nadal w formularzu – odczekaj chwilę i spróbuj ponownie.',
  rejected:
    'Usługa poczty nie przyjęła wiadomości. Twoja wiadomość jest nadal w formularzu – spróbuj ponownie lub napisz do nas bezpośrednio.',
};
