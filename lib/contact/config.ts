import { EMAIL_DEFAULTS } from './email-defaults.mjs';

/**
 * EmailJS settings of the contact form, from NEXT_PUBLIC_ variables at build
 * time (see docs/contact.md). The defaults are placeholders: the form then posts to
 * the real provider with identifiers it will refuse.
 *
 * NEXT_PUBLIC_EMAILJS_ORIGIN may be 'self': the form then posts to the site's
 * own origin, where `npm start` and the tests run a local stand-in.
 */
export const emailConfig = {
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID || EMAIL_DEFAULTS.serviceId,
  templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID || EMAIL_DEFAULTS.templateId,
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY || EMAIL_DEFAULTS.publicKey,
  origin: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || EMAIL_DEFAULTS.origin,
} as const;

/** A send that has not answered by then counts as failed; the visitor can retry. */
export const SEND_TIMEOUT_MS = 20000;

export function resolveOrigin(origin: string, location: { origin: string }): string {
  return origin === 'self' ? location.origin : origin.replace(/\/+$/, '');
}
