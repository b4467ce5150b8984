import { services } from './services';
import { studio } from './studio';

/** The {placeholders} texts of home.json and privacy.json may use (content/schema/pages.ts lists them). */
export function studioPlaceholders(): Record<string, string> {
  return {
    'studio.name': studio.name,
    'studio.legalName': studio.legalName,
    'studio.controller': studio.controller,
    'studio.email': studio.email,
    'studio.phone': studio.phone,
    'studio.registeredAddress': studio.registeredAddress,
    'studio.taxId': studio.taxId,
    'studio.foundingYear': String(studio.foundingYear),
    'services.count': String(services.length),
  };
}
