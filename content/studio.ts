/**
 * The studio's own details, used by the navigation bar, the footer, the
 * contact page and structured data.
 *
 * PLACEHOLDER VALUES: the name is the site's, but the e-mail, telephone and
 * social links below are fictional and must be replaced with the studio's real
 * ones before launch (see README, "Editing content").
 */
export const studio = {
  name: 'Światłocień',
  legalName: 'Światłocień – studio fotografii i filmu',
  tagline: 'Więcej niż obraz',
  email: 'kontakt@swiatlocien.pl',
  phone: '+48 512 345 678',
  areaServed: 'Kraków, Małopolska i cała Polska',
  city: 'Kraków',
  region: 'małopolskie',
  country: 'PL',
  foundingYear: 2014,
  /** The data controller's details for the privacy policy: PLACEHOLDERS, marked as such. */
  registeredAddress: '[ulica i numer, kod pocztowy] Kraków',
  taxId: '[NIP]',
  social: [
    { label: 'Instagram', url: 'https://www.instagram.com/swiatlocien.studio' },
    { label: 'Facebook', url: 'https://www.facebook.com/swiatlocien.studio' },
    { label: 'YouTube', url: 'https://www.youtube.com/@swiatlocien' },
    { label: 'Vimeo', url: 'https://vimeo.com/swiatlocien' },
  ],
} as const;

/** The telephone as a tel: link target: digits and the leading plus only. */
export const phoneHref = `tel:${studio.phone.replace(/[^+\d]/g, '')}`;
export const emailHref = `mailto:${studio.email}`;
/** The telephone as shown: non-breaking spaces, so the number never wraps mid-way. */
export const phoneText = studio.phone.replace(/ /g, '\u00a0');
