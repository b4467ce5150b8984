import 'server-only';

import type { Locale } from './locale';
import { getServices } from './services';
import { getStudio } from './studio';

/**
 * The controller as the privacy texts name it: the owner or the company, with
 * the business's legal name (its „firma” in CEIDG or KRS) once the studio has
 * given it and where it says more than the controller's own name, as for a sole
 * trader: „Jan Kowalski (firma: Jan Kowalski Światłocień)”.
 */
export function controllerIdentity(
  studio: { controller: string; legalName?: string },
  locale: Locale = 'pl',
): string {
  const { controller, legalName } = studio;
  const same = (a: string, b: string) =>
    a.replace(/\s+/g, ' ').trim().toLocaleLowerCase('pl') ===
    b.replace(/\s+/g, ' ').trim().toLocaleLowerCase('pl');
  return legalName && !same(legalName, controller)
    ? `${controller} (${locale === 'en' ? 'registered business name' : 'firma'}: ${legalName})`
    : controller;
}

/** The {placeholders} texts of home.json and privacy.json may use (content/schema/pages/ lists them). */
export function studioPlaceholders(locale: Locale = 'pl'): Record<string, string> {
  const studio = getStudio(locale);
  return {
    'studio.name': studio.name,
    'studio.fullName': studio.fullName,
    'studio.controller': controllerIdentity(studio, locale),
    'studio.email': studio.email,
    'studio.phone': studio.phone,
    'studio.registeredAddress': studio.registeredAddress,
    'studio.taxId': studio.taxId,
    'studio.foundingYear': String(studio.foundingYear),
    'services.count': String(getServices().length),
  };
}
