// Placeholder EmailJS identifiers, shared by the form (lib/contact/config.ts)
// and the local stand-in (scripts/dev/email-stand-in.mjs). Real ones come from
// NEXT_PUBLIC_EMAILJS_* variables (see docs/contact.md).
export const EMAIL_DEFAULTS = {
  serviceId: 'service_swiatlocien',
  templateId: 'template_kontakt',
  publicKey: 'swiatlocien-public-key',
  origin: 'https://api.emailjs.com',
};
