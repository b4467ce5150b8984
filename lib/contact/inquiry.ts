import { kindInfo, serviceKinds, type ServiceKind } from '@/content/kinds';
import type { Locale } from '@/content/locale';
import { getService, servicesOfKind } from '@/content/services';

import { uiText } from '../i18n/ui';
import { contactPath, englishContactPath, englishPrefixes, englishServicesBySlug } from '../routes';
import { serviceName } from '../service-name';
import { inquiryQuery, type InquiryGroup } from './inquiry-query';

/** A service as the registry names it: its kind and id (content/services/<prefix>/<id>.json). */
export interface ServiceRef {
  readonly kind: ServiceKind;
  readonly id: string;
}

/**
 * The service's key in the form's address (./inquiry-query.ts): its page's
 * folder and last part in that language; undefined for a service with no
 * English page (its English is incomplete, docs/english.md).
 */
function inquiryKey(locale: Locale, { kind, id }: ServiceRef): string | undefined {
  if (locale === 'pl') return `${kindInfo(kind).prefix}/${id}`;
  for (const [slug, service] of englishServicesBySlug(kind)) {
    if (service.id === id) return `${englishPrefixes[kind]}/${slug}`;
  }
  return undefined;
}

/**
 * The contact form's address in a language, with the service the visitor
 * asks about: `/kontakt?usluga=fotografia/slubna`,
 * `/en/contact?service=photography/wedding`. A service page's call to ask
 * (components/contact/ask-about-service.tsx) links here; so may any page that
 * shows a service's work. A service with no English page gets the plain
 * English form. An id the registry lacks is a content error, stopped at build.
 */
export function inquiryHref(locale: Locale, service: ServiceRef): string {
  const known = getService(service.id);
  if (known?.kind !== service.kind) {
    throw new Error(`inquiryHref: no ${service.kind} service „${service.id}” in content/services`);
  }
  const form = locale === 'en' ? englishContactPath : contactPath;
  const key = inquiryKey(locale, service);
  return key ? `${form}${inquiryQuery(locale, key)}` : form;
}

/**
 * The services the form's list offers in a language, grouped by kind in menu
 * order, from the registry: each with its key, its name in that language and
 * its Polish name for the studio. Serializable, for the form's island.
 */
export function inquiryChoices(locale: Locale): InquiryGroup[] {
  return serviceKinds
    .map(({ kind, label }) => ({
      label: locale === 'en' ? uiText('en').nav.kinds[kind] : label,
      choices: servicesOfKind(kind, locale).flatMap((service) => {
        const key = inquiryKey(locale, service);
        const polish = getService(service.id);
        return key && polish
          ? [{ key, label: serviceName(service), studioName: serviceName(polish) }]
          : [];
      }),
    }))
    .filter((group) => group.choices.length > 0);
}
