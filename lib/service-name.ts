import { kindInfo } from '@/content/kinds';
import type { Service } from '@/content/types';

/** A service's name in a sentence: 'Fotografia ślubna', 'Filmy wizerunkowe', 'Filmy – Case Study'. */
export function serviceName(service: Pick<Service, 'kind' | 'menu' | 'locale'>): string {
  // English: the label, then what it is ('Wedding photography', 'Brand films').
  if (service.locale === 'en') {
    return `${service.menu.label} ${service.kind === 'film' ? 'films' : 'photography'}`;
  }
  const { noun } = kindInfo(service.kind);
  const label = service.menu.label;
  // A label of several capitalised words is a proper name and keeps its case.
  return /\s\p{Lu}/u.test(label)
    ? `${noun} – ${label}`
    : `${noun} ${label.toLocaleLowerCase('pl')}`;
}
