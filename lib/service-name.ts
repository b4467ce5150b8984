import { kindInfo } from '@/content/kinds';
import type { Service } from '@/content/types';

/**
 * A service's name in a sentence, the one name its title, eyebrow, gallery,
 * breadcrumbs and structured data all use: the file's own (`name`) where the
 * studio wrote one, else made from the menu label: 'Fotografia ślubna',
 * 'Filmy – Case Study', 'Wedding photography', 'Theatre and opera photography'.
 */
export function serviceName(service: Pick<Service, 'kind' | 'menu' | 'locale' | 'name'>): string {
  if (service.name?.trim()) return service.name.trim();
  const label = service.menu.label;
  // English: the label, then what it is; a menu's „&” is spelt out in a name.
  if (service.locale === 'en') {
    return `${label.replace(/\s+&\s+/g, ' and ')} ${service.kind === 'film' ? 'films' : 'photography'}`;
  }
  const { noun } = kindInfo(service.kind);
  // A label of several capitalised words is a proper name and keeps its case.
  return /\s\p{Lu}/u.test(label)
    ? `${noun} – ${label}`
    : `${noun} ${label.toLocaleLowerCase('pl')}`;
}
