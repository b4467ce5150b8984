import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, fillPlaceholders, readDataFile } from './load';
import type { Locale } from './locale';
import { externalMediaOrigins } from './media/media-urls';
import { studioPlaceholders } from './placeholders';
import { privacySchema } from './schema';
import { readTranslation, translationData } from './translation';
import type { Section } from './types';

/** „a, b i c”: a Polish enumeration; in English 'a, b and c' (British: no serial comma). */
export function listJoin(items: readonly string[], locale: Locale = 'pl'): string {
  const and = locale === 'en' ? 'and' : 'i';
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * What the policy says of the data processing agreement with EmailJS: that it
 * is concluded only once the studio has confirmed it (privacy.json,
 * processorAgreement.confirmed; the launch check lists it until then).
 */
export function processorAgreementSentence(agreement: {
  confirmed: boolean;
  whenConfirmed: string;
  untilConfirmed: string;
}): string {
  return agreement.confirmed ? agreement.whenConfirmed : agreement.untilConfirmed;
}

const privacyFile = () => path.join(contentDir(), 'privacy.json');

/** content/privacy.json in English (content/translation.ts). */
export const privacyTranslation = cache(() => readTranslation(privacyFile(), privacySchema));

const readData = cache((locale: Locale = 'pl') => {
  const file = privacyFile();
  return {
    file,
    data:
      locale === 'en' ? translationData(privacyTranslation()) : readDataFile(file, privacySchema),
  };
});

/**
 * The form's fields and purposes, written once (privacy.json, `form`): the
 * policy and the clause under the form both insert them, so they cannot
 * disagree (content/privacy.test.ts holds both to them).
 */
export const getFormData = cache((locale: Locale = 'pl') => {
  const { form } = readData(locale).data;
  const basis = locale === 'en' ? 'legal basis' : 'podstawa prawna';
  return {
    fields: listJoin(Object.values(form.fields), locale),
    purposes: listJoin(
      form.purposes.map((p) => p.purpose),
      locale,
    ),
    purposesWithBases: form.purposes.map((p) => `${p.purpose} (${basis}: ${p.basis})`).join('; '),
    /** The form's field names (lib/contact/fields) the policy names, in its words. */
    fieldNames: Object.keys(form.fields),
    purposeList: form.purposes.map((p) => p.purpose),
  };
});

/**
 * The films' CDN (NEXT_PUBLIC_MEDIA_BASE, the same setting that sends the
 * films there and allows it in the security policy): its host, or undefined
 * while the site serves its films itself.
 */
export function filmCdnHost(): string | undefined {
  const base = process.env.NEXT_PUBLIC_MEDIA_BASE ?? '';
  return /^https?:\/\//.test(base) ? new URL(base).host : undefined;
}

/**
 * Drops the paragraphs a placeholder emptied ({filmCdn} while the films are
 * served by the site itself), so the policy names no CDN it does not use.
 */
function withoutEmptyParagraphs<T extends { sections: readonly Section[] }>(policy: T): T {
  return {
    ...policy,
    sections: policy.sections.map((s) => ({
      ...s,
      blocks: s.blocks.filter((b) => b.type !== 'paragraph' || b.text.trim() !== ''),
    })),
  };
}

const readPrivacy = cache((locale: Locale = 'pl') => {
  const { file, data } = readData(locale);
  // Where fonts and media come from: the site's own server, plus any media host in the registry
  // and the films' CDN.
  const filmHost = filmCdnHost();
  const mediaHosts = [
    ...new Set([
      ...externalMediaOrigins().map((origin) => new URL(origin).host),
      ...(filmHost ? [filmHost] : []),
    ]),
  ];
  const mediaSources =
    mediaHosts.length === 0
      ? data.mediaSources.local
      : data.mediaSources.external.replaceAll('{mediaHosts}', mediaHosts.join(', '));
  const processorAgreement = processorAgreementSentence(data.processorAgreement);
  const filmCdn = filmHost ? data.filmCdn.text.replaceAll('{filmHost}', filmHost) : '';
  const formData = getFormData(locale);
  const filled = fillPlaceholders(
    data,
    {
      ...studioPlaceholders(locale),
      mediaSources,
      filmCdn,
      filmHost: filmHost ?? '',
      processorAgreement,
      mediaHosts: mediaHosts.join(', '),
      'form.fields': formData.fields,
      'form.purposes': formData.purposes,
      'form.purposesWithBases': formData.purposesWithBases,
    },
    file,
    locale,
  );
  return withoutEmptyParagraphs(filled);
});

/**
 * The privacy policy (/polityka-prywatnosci) and the information clause at the
 * contact form (RODO art. 13), from content/privacy.json. A TEMPLATE: the
 * studio's lawyer must confirm it, and every [bracketed] part is a placeholder
 * to fill in before launch (`npm run check:launch` lists them). What it says about
 * the browser is checked at runtime by e2e/site/privacy.spec.ts.
 */
export function getPrivacyPolicy(locale: Locale = 'pl') {
  const { title, description, intro, sections } = readPrivacy(locale);
  return { title, description, intro, sections };
}

/**
 * The short information clause under the contact form: its text runs on into
 * the link to the policy; the right to object follows as a paragraph of its own.
 */
export function getFormNotice(locale: Locale = 'pl') {
  return readPrivacy(locale).formNotice;
}
