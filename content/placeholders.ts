import 'server-only';

import { getServices } from './services';
import { getStudio } from './studio';

/** The {placeholders} texts of home.json and privacy.json may use (content/schema/pages.ts lists them). */
export function studioPlaceholders(): Record<string, string> {
  const studio = getStudio();
  return {
    'studio.name': studio.name,
    'studio.legalName': studio.legalName,
    'studio.controller': studio.controller,
    'studio.email': studio.email,
    'studio.phone': studio.phone,
    'studio.registeredAddress': studio.registeredAddress,
    'studio.taxId': studio.taxId,
    'studio.foundingYear': String(studio.foundingYear),
    'services.count': String(getServices().length),
  };
}
