import { describe, expect, it } from 'vitest';

import { getRealizations } from '@/content/realizations';
import { getServices } from '@/content/services';
import { getStudio } from '@/content/studio';

import { indexPageCount } from './realization-routes';
import { servicePath } from './routes';
import { serviceName } from './service-name';
import { breadcrumbs, canonicalPaths, localBusiness, serviceData } from './structured-data';

const services = getServices();

describe('structured data', () => {
  it('lists only canonical pages for the sitemap', () => {
    const paths = canonicalPaths();
    // Home, contact, the privacy policy, every service, every page of the realizations' index
    // and every realization, each once; then their English versions.
    const polish = 3 + services.length + indexPageCount('pl') + getRealizations().length;
    expect(paths.filter((p) => !p.startsWith('/en'))).toHaveLength(polish);
    expect(paths.filter((p) => p.startsWith('/en')).length).toBeLessThanOrEqual(polish);
    expect(paths).toContain('/polityka-prywatnosci');
    expect(paths).toContain('/fotografia/przemys-owa');
    expect(paths).not.toContain('/fotografia/przemyslowa');
    expect(paths.some((p) => p.endsWith('/404'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('describes the studio and every service it offers', () => {
    const ld = localBusiness();
    expect(ld['@type']).toBe('LocalBusiness');
    expect(ld.telephone).toMatch(/^\+48\d{9}$/);
    expect(ld.hasOfferCatalog.itemListElement).toHaveLength(services.length);
  });

  it('gives the legal name only once the studio has given it, never the trade name instead', () => {
    const studio = getStudio();
    const ld: Record<string, unknown> = localBusiness();
    if (studio.legalName) expect(ld.legalName).toBe(studio.legalName);
    else expect(ld).not.toHaveProperty('legalName');
    expect(ld.legalName).not.toBe(studio.fullName);
    expect(ld.name).toBe(studio.name);
  });

  it('ties a service to the studio and gives its breadcrumb', () => {
    const service = services[0]!;
    const data = serviceData(service, '/media/photos/01.jpg');
    expect(data.provider['@id']).toBe(localBusiness()['@id']);
    expect(data.url.endsWith(servicePath(service))).toBe(true);
    const crumbs = breadcrumbs(service).itemListElement;
    expect(crumbs.map((c) => c.position)).toEqual([1, 2]);
    expect(crumbs[1]?.name).toBe(serviceName(service));
  });
});
