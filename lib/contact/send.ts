import { EMAILJS_LIB_VERSION } from '@/lib/constants';

import { emailConfig, resolveOrigin, SEND_TIMEOUT_MS } from './config';
import { templateParams, type ContactFields } from './fields';

/** EmailJS's answer that was not a success: its HTTP status and text (form-state.ts reads the status). */
export class SendRejected extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`EmailJS answered ${status}: ${text}`);
    this.name = 'SendRejected';
  }
}

/**
 * Sends the message as @emailjs/browser 4.4.1's `send` does: a JSON POST to
 * {origin}/api/v1.0/email/send with lib_version, user_id, service_id,
 * template_id and template_params. Rejects on any non-2xx answer and on a
 * network error.
 *
 * Our own fetch rather than the SDK's, because the SDK's cannot be aborted:
 * after SEND_TIMEOUT_MS without an answer the request itself is cancelled, so
 * a late answer cannot deliver the message after the visitor was told it
 * failed, and „Spróbuj ponownie” never sends it twice. The timer is a plain
 * setTimeout (not AbortSignal.timeout), so tests can move it with a fake clock.
 *
 * No rate limit kept in the browser: the SDK's `limitRate` would keep the time
 * of the last send in localStorage, and the site stores nothing in the browser
 * (the privacy policy says so; e2e/site/privacy.spec.ts holds it).
 */
export async function sendContactMessage(
  fields: ContactFields,
  locale: 'pl' | 'en' = 'pl',
  /** The Polish name of the service the inquiry is about, if the visitor chose one. */
  service?: string,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(new DOMException(`No answer within ${SEND_TIMEOUT_MS} ms`, 'TimeoutError')),
    SEND_TIMEOUT_MS,
  );
  try {
    const response = await fetch(
      `${resolveOrigin(emailConfig.origin, window.location)}/api/v1.0/email/send`,
      {
        method: 'POST',
        headers: { 'Content-type': 'application/json' },
        body: JSON.stringify({
          lib_version: EMAILJS_LIB_VERSION,
          user_id: emailConfig.publicKey,
          service_id: emailConfig.serviceId,
          template_id: emailConfig.templateId,
          template_params: templateParams(fields, locale, service),
        }),
        signal: controller.signal,
      },
    );
    const text = await response.text();
    if (!response.ok) throw new SendRejected(response.status, text);
  } finally {
    clearTimeout(timer);
  }
}
