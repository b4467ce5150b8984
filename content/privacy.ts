import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, fillPlaceholders, readDataFile } from './load';
import { externalMediaOrigins } from './media/media-urls';
import { studioPlaceholders } from './placeholders';
import { privacySchema } from './schema';

const readPrivacy = cache(() => {
  const file = path.join(contentDir(), 'privacy.json');
  const data = readDataFile(file, privacySchema);
  // Where fonts and media come from: the site's own server, plus any media host in the registry.
  const mediaHosts = externalMediaOrigins().map((origin) => new URL(origin).host);
  const mediaSources =
    mediaHosts.length === 0
      ? data.mediaSources.local
      : data.mediaSources.external.replaceAll('{mediaHosts}', mediaHosts.join(', '));
  return fillPlaceholders(
    data,
    { ...studioPlaceholders(), mediaSources, mediaHosts: mediaHosts.join(', ') },
    file,
  );
});

/**
 * The privacy policy (/polityka-prywatnosci) and the information clause at the
 * contact form (RODO art. 13), from content/privacy.json. A TEMPLATE: the
 * studio's lawyer must confirm it, and every [bracketed] part is a placeholder
 * to fill in before launch (README). What it says about the browser is checked
 * at runtime by e2e/privacy.spec.ts.
 */
export function getPrivacyPolicy() {
  const { title, description, intro, sections } = readPrivacy();
  return { title, description, intro, sections };
}

/** The short information clause under the contact form; the link names the policy. */
export function getFormNotice() {
  return readPrivacy().formNotice;
}
