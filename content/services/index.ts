import type { Service, ServiceKind } from '../types';
import { filmCaseStudy } from './film/case-study';
import { filmEventowe } from './film/eventowe';
import { filmJubileuszowe } from './film/jubileuszowe';
import { filmProduktowe } from './film/produktowe';
import { filmPrzemyslowe } from './film/przemys-owe';
import { filmReklamowe } from './film/reklamowe';
import { filmWizerunkowe } from './film/wizerunkowe';
import { fotografiaArchitektury } from './fotografia/architektury';
import { fotografiaEventowa } from './fotografia/eventowa';
import { fotografiaPortretowa } from './fotografia/portretowa';
import { fotografiaProduktowa } from './fotografia/produktowa';
import { fotografiaPrzemyslowa } from './fotografia/przemys-owa';
import { fotografiaSlubna } from './fotografia/slubna';
import { fotografiaTeatralna } from './fotografia/teatralna';
import { fotografiaWizerunkowa } from './fotografia/wizerunkowa';

const registry = [
  fotografiaWizerunkowa,
  fotografiaPortretowa,
  fotografiaPrzemyslowa,
  fotografiaProduktowa,
  fotografiaTeatralna,
  fotografiaEventowa,
  fotografiaSlubna,
  fotografiaArchitektury,
  filmWizerunkowe,
  filmReklamowe,
  filmProduktowe,
  filmEventowe,
  filmPrzemyslowe,
  filmCaseStudy,
  filmJubileuszowe,
] as const satisfies readonly Service[];

/** The id of a service that exists: a typo in a realization card fails the typecheck. */
export type ServiceId = (typeof registry)[number]['id'];

/**
 * Every service of the studio, in menu order. Routes, menus, the footer, the
 * sitemap and the tests are all derived from this list.
 */
export const services: readonly (Service & { readonly id: ServiceId })[] = registry;

const byId: ReadonlyMap<string, Service> = new Map(services.map((s) => [s.id, s]));

/** The one lookup: the service with this id, or undefined for an unknown id. */
export function getService(id: string): Service | undefined {
  return byId.get(id);
}

export function servicesOfKind(kind: ServiceKind): readonly Service[] {
  return services.filter((s) => s.kind === kind);
}
