// Placeholder EmailJS identifiers, shared by the form (lib/contact/config.ts)
// and the local stand-in (scripts/email-endpoint.mjs). Real ones come from
// NEXT_PUBLIC_EMAILJS_* variables (see README).
export const EMAIL_DEFAULTS = {
  serviceId: 'service_swiatlocien',
  templateId: 'template_kontakt',
  publicKey: 'swiatlocien-public-key',
  origin: 'https://api.emailjs.com',
};
