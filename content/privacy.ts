import path from 'node:path';

import { contentDir, fillPlaceholders, readDataFile } from './load';
import { externalMediaOrigins } from './media/media-urls';
import { studioPlaceholders } from './placeholders';
import { privacySchema } from './schema';

const file = path.join(contentDir(), 'privacy.json');
const data = readDataFile(file, privacySchema);

// Where fonts and media come from: the site's own server, plus any media host in the registry.
const mediaHosts = externalMediaOrigins().map((origin) => new URL(origin).host);
const mediaSources =
  mediaHosts.length === 0
    ? data.mediaSources.local
    : data.mediaSources.external.replaceAll('{mediaHosts}', mediaHosts.join(', '));

/** „a, b i c”: a Polish enumeration. */
export function listJoin(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}`;
}

/**
 * The form's fields and purposes, written once (privacy.json, `form`): the
 * policy and the clause under the form both insert them, so they cannot
 * disagree (content/privacy.test.ts holds both to them).
 */
export const formData = {
  fields: listJoin(Object.values(data.form.fields)),
  purposes: listJoin(data.form.purposes.map((p) => p.purpose)),
  purposesWithBases: data.form.purposes
    .map((p) => `${p.purpose} (podstawa prawna: ${p.basis})`)
    .join('; '),
  /** The form's field names (lib/contact/fields) the policy names, in its words. */
  fieldNames: Object.keys(data.form.fields),
  purposeList: data.form.purposes.map((p) => p.purpose),
};

const {
  title,
  description,
  intro,
  sections,
  formNotice: notice,
} = fillPlaceholders(
  data,
  {
    ...studioPlaceholders(),
    mediaSources,
    mediaHosts: mediaHosts.join(', '),
    'form.fields': formData.fields,
    'form.purposes': formData.purposes,
    'form.purposesWithBases': formData.purposesWithBases,
  },
  file,
);

/**
 * The privacy policy (/polityka-prywatnosci) and the information clause at the
 * contact form (RODO art. 13), from content/privacy.json. A TEMPLATE: the
 * studio's lawyer must confirm it, and every [bracketed] part is a placeholder
 * to fill in before launch (README). What it says about the browser is checked
 * at runtime by e2e/privacy.spec.ts.
 */
export const privacyPolicy = { title, description, intro, sections };

/** The short information clause under the contact form; the link names the policy. */
export const formNotice = notice;
