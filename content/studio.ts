import path from 'node:path';

import { contentDir, imageSize, readDataFile } from './load';
import { studioSchema } from './schema';

/**
 * The studio's own details (content/studio.json), used by the navigation bar,
 * the footer, the contact page and structured data.
 *
 * PLACEHOLDER VALUES: the name is the site's, but the e-mail, telephone and
 * social links are fictional and must be replaced with the studio's real ones
 * before launch (see docs/data-files.md).
 */
export const studio = readDataFile(path.join(contentDir(), 'studio.json'), studioSchema);

/** The telephone as a tel: link target: digits and the leading plus only. */
export const phoneHref = `tel:${studio.phone.replace(/[^+\d]/g, '')}`;
export const emailHref = `mailto:${studio.email}`;
/** The telephone as shown: non-breaking spaces, so the number never wraps mid-way. */
export const phoneText = studio.phone.replace(/ /g, '\u00a0');

/** The e-mail and telephone as the contact links show them: serializable, for client islands. */
export const studioContact = { email: studio.email, emailHref, phoneHref, phoneText } as const;
export type StudioContact = typeof studioContact;

/** The studio wordmark, for dark backgrounds; its size is read from the SVG. */
export const studioLogo = {
  url: studio.logo,
  ...(imageSize(studio.logo) ?? { width: 200, height: 48 }),
};
