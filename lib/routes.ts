import { kindInfo, type ServiceKind } from '@/content/kinds';
import { getService, getServices, servicesOfKind } from '@/content/services';
import type { Service } from '@/content/types';

import { slugify } from './slug';

/** The English site's folders (/en/photography/…, /en/film/…). */
export const englishPrefixes: Readonly<Record<ServiceKind, string>> = {
  foto: 'photography',
  film: 'film',
};

/** The English address's last part: the English menu label by the slug rule ('Wedding' → 'wedding'). */
export const englishSlug = (service: Pick<Service, 'menu'>) => slugify(service.menu.label);

/**
 * The canonical path of a service: its own kind's prefix and its id; for its
 * English version (`locale: 'en'`) /en/<photography|film>/<English slug>.
 */
export function servicePath(
  service: Pick<Service, 'id' | 'kind'> & Partial<Pick<Service, 'locale' | 'menu'>>,
): string {
  if (service.locale === 'en' && service.menu) {
    return `/en/${englishPrefixes[service.kind]}/${englishSlug({ menu: service.menu })}`;
  }
  return `/${kindInfo(service.kind).prefix}/${service.id}`;
}

/**
 * The English services of a kind by their English slug: the first of two
 * whose labels give the same slug keeps it (the launch check shows the other
 * as a page without English).
 */
export function englishServicesBySlug(kind: ServiceKind): ReadonlyMap<string, Service> {
  const bySlug = new Map<string, Service>();
  for (const s of servicesOfKind(kind, 'en')) {
    const slug = englishSlug(s);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, s);
  }
  return bySlug;
}

/** The parameters of an English detail route: its kind's services, and the 404 page. */
export function englishServiceRouteParams(kind: ServiceKind): { slug: string }[] {
  return [...englishServicesBySlug(kind).keys(), UNKNOWN_SERVICE_PARAM].map((slug) => ({ slug }));
}

/**
 * Slug-rule forms of the menu labels that differ from the page id
 * ('przemyslowa' for the id 'przemys-owa'): emitted as pages too, so a
 * visitor who types the obvious address lands on the right page.
 */
export function serviceAliases(): ReadonlyMap<string, Service> {
  return new Map(
    getServices().flatMap((s) => {
      const slug = slugify(s.menu.label);
      return slug === s.id ? [] : [[slug, s] as const];
    }),
  );
}

/**
 * The parameter emitted as /fotografia/404.html and /film/404.html: the
 * unknown-service page, which the static host serves (with status 404) for any
 * unknown id under those prefixes.
 */
export const UNKNOWN_SERVICE_PARAM = '404';

/** The service a detail-route parameter shows: by id, then by slug alias. */
export function resolveServiceParam(param: string): Service | undefined {
  return getService(param) ?? serviceAliases().get(param);
}

/**
 * Parameters of both detail routes. The prefix is not checked against the
 * kind, so every id and alias renders under both prefixes, each
 * page pointing its canonical link at servicePath().
 */
export function serviceRouteParams(): { id: string }[] {
  return [...getServices().map((s) => s.id), ...serviceAliases().keys(), UNKNOWN_SERVICE_PARAM].map(
    (id) => ({ id }),
  );
}

export const contactPath = '/kontakt';
export const privacyPath = '/polityka-prywatnosci';

/** The English site's own pages: English addresses (docs/english.md says why). */
export const englishHomePath = '/en';
export const englishContactPath = '/en/contact';
export const englishPrivacyPath = '/en/privacy-policy';
