import { kindInfo } from '@/content/kinds';
import { getService, getServices } from '@/content/services';
import type { Service } from '@/content/types';

import { slugify } from './slug';

/** The canonical path of a service: its own kind's prefix and its id. */
export function servicePath(service: Pick<Service, 'id' | 'kind'>): string {
  return `/${kindInfo(service.kind).prefix}/${service.id}`;
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
