import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, imageSize, readDataFile } from './load';
import type { Locale } from './locale';
import { studioSchema } from './schema';
import { readTranslation } from './translation';

/**
 * The studio's own details (content/studio.json), used by the navigation bar,
 * the footer, the contact page and structured data.
 *
 * PLACEHOLDER VALUES: the name is the site's, but the e-mail, telephone,
 * social links and founding year are samples (recorded in sample-values.mjs),
 * which the launch check lists until replaced or confirmed (docs/data-files.md).
 */
const studioFile = () => path.join(contentDir(), 'studio.json');

/** content/studio.json in English (content/translation.ts): its data when complete, else why not. */
export const studioTranslation = cache(() => readTranslation(studioFile(), studioSchema));

const readStudio = cache((locale: Locale) => {
  const polish = readDataFile(studioFile(), studioSchema);
  return locale === 'en' ? (studioTranslation().data ?? polish) : polish;
});

/** In English the English data, or the Polish where the English is not complete (a 404 page only). */
export function getStudio(locale: Locale = 'pl') {
  return readStudio(locale);
}

/** The e-mail and telephone as the contact links show them: serializable, for client islands. */
export interface StudioContact {
  readonly email: string;
  readonly emailHref: string;
  readonly phoneHref: string;
  /** The telephone as shown: non-breaking spaces, so the number never wraps mid-way. */
  readonly phoneText: string;
}

export function getStudioContact(): StudioContact {
  const { email, phone } = getStudio();
  return {
    email,
    emailHref: `mailto:${email}`,
    // A tel: link target: digits and the leading plus only.
    phoneHref: `tel:${phone.replace(/[^+\d]/g, '')}`,
    phoneText: phone.replace(/ /g, '\u00a0'),
  };
}

/** The studio wordmark, for dark backgrounds; its size is read from the SVG. */
export function getStudioLogo() {
  const { logo } = getStudio();
  return { url: logo, ...(imageSize(logo) ?? { width: 200, height: 48 }) };
}
