import { emailConfig, resolveOrigin, SEND_TIMEOUT_MS } from './config';
import { templateParams, type ContactFields } from './fields';

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => {
      const error = new Error(`No answer within ${ms} ms`);
      error.name = 'TimeoutError';
      reject(error);
    }, ms),
  );
}

/**
 * Sends the message with @emailjs/browser `send`: a JSON POST to
 * {origin}/api/v1.0/email/send. The SDK is loaded on first use, so it costs
 * nothing until a visitor sends. Rejects on any non-2xx answer, on a network
 * error, and after SEND_TIMEOUT_MS without answer.
 *
 * No `limitRate`: the SDK would keep the time of the last send in
 * localStorage, and the site stores nothing in the browser (the privacy
 * policy says so; e2e/site/privacy.spec.ts holds it).
 */
export async function sendContactMessage(fields: ContactFields): Promise<void> {
  const { init, send } = await import('@emailjs/browser');
  init({ publicKey: emailConfig.publicKey }, resolveOrigin(emailConfig.origin, window.location));
  await Promise.race([
    send(emailConfig.serviceId, emailConfig.templateId, templateParams(fields), {
      publicKey: emailConfig.publicKey,
    }),
    timeout(SEND_TIMEOUT_MS),
  ]);
}
