import { emailConfig, resolveOrigin, SEND_THROTTLE_MS, SEND_TIMEOUT_MS } from './config';
import { templateParams, type ContactFields } from './fields';
import { errorStatus } from './form-state';

const THROTTLE_ID = 'swiatlocien-kontakt';

/**
 * Where the SDK keeps the time of the last send. Passed explicitly: `init`
 * replaces the SDK's own localStorage provider with the one in its options,
 * so without it the store has none and `limitRate` never stops a send.
 */
const storageProvider = {
  get: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  set: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  remove: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

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
 * nothing until a visitor sends. Rejects on any non-2xx answer, on the SDK's
 * rate limit, on a network error, and after SEND_TIMEOUT_MS without answer.
 */
export async function sendContactMessage(fields: ContactFields): Promise<void> {
  const { init, send } = await import('@emailjs/browser');
  init(
    { publicKey: emailConfig.publicKey, storageProvider },
    resolveOrigin(emailConfig.origin, window.location),
  );
  try {
    await Promise.race([
      send(emailConfig.serviceId, emailConfig.templateId, templateParams(fields), {
        publicKey: emailConfig.publicKey,
        limitRate: { id: THROTTLE_ID, throttle: SEND_THROTTLE_MS },
        storageProvider,
      }),
      timeout(SEND_TIMEOUT_MS),
    ]);
  } catch (error) {
    // The SDK stamps every attempt; a message that did not go out must not
    // block the visitor's retry as if it had (its own 429 keeps its stamp).
    if (errorStatus(error) !== 429) window.localStorage.removeItem(THROTTLE_ID);
    throw error;
  }
}
