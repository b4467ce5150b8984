import { describe, expect, it } from 'vitest';

import { getServices } from '@/content/services';

import { serviceMenus } from './navigation';
import {
  resolveServiceParam,
  serviceAliases,
  servicePath,
  serviceRouteParams,
  UNKNOWN_SERVICE_PARAM,
} from './routes';

const services = getServices();

describe('service routes', () => {
  it('puts a service under its own kind prefix', () => {
    expect(servicePath({ id: 'slubna', kind: 'foto' })).toBe('/fotografia/slubna');
    expect(servicePath({ id: 'case-study', kind: 'film' })).toBe('/film/case-study');
  });

  it('derives the slug-rule aliases of the industrial pages, and only those', () => {
    expect(Object.fromEntries([...serviceAliases()].map(([slug, s]) => [slug, s.id]))).toEqual({
      przemyslowa: 'przemys-owa',
      przemyslowe: 'przemys-owe',
    });
  });

  it('resolves ids and aliases, and nothing else', () => {
    expect(resolveServiceParam('przemys-owa')?.id).toBe('przemys-owa');
    expect(resolveServiceParam('przemyslowe')?.id).toBe('przemys-owe');
    expect(resolveServiceParam(UNKNOWN_SERVICE_PARAM)).toBeUndefined();
    expect(resolveServiceParam('nieznana')).toBeUndefined();
  });

  it('emits every id, every alias and the unknown-service page, once each', () => {
    const params = serviceRouteParams().map((p) => p.id);
    expect(new Set(params).size).toBe(params.length);
    expect(params).toHaveLength(services.length + serviceAliases().size + 1);
    for (const s of services) expect(params).toContain(s.id);
  });

  it('links every menu entry to the registry id, not to the slug-rule form', () => {
    const hrefs = serviceMenus().flatMap((m) => m.links.map((l) => l.href));
    expect(hrefs).toContain('/fotografia/przemys-owa');
    expect(hrefs).toContain('/film/przemys-owe');
    expect(hrefs).toHaveLength(services.length);
    expect(hrefs).toEqual(services.map(servicePath));
  });
});
