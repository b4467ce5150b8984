import { describe, expect, it } from 'vitest';

import { serviceMetadata } from '@/components/service/service-route';
import { getServices } from '@/content/services';

import { jsonLdText, pageMetadata } from './seo';
import { serviceData } from './structured-data';

const services = getServices();

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('pageMetadata', () => {
  it('gives a canonical, Polish Open Graph data and a large Twitter card', () => {
    const meta = pageMetadata({ title: 'Kontakt', description: 'Opis', path: '/kontakt' });
    expect(meta.alternates?.canonical).toBe('/kontakt');
    expect(meta.openGraph).toMatchObject({
      locale: 'pl_PL',
      url: '/kontakt',
      siteName: 'Światłocień',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    const [image] = (meta.openGraph?.images ?? []) as { url: string; alt: string; width: number }[];
    expect(image?.url).toMatch(/^https?:\/\/.+\.jpg$/);
    expect(image?.alt).toBeTruthy();
    expect(image?.width).toBeGreaterThan(0);
  });
});

describe('metadata and JSON-LD keep plain spaces', () => {
  // Typography (non-breaking spaces) is for rendered text only: titles, descriptions and
  // structured data are read by search engines and QA suites as written in the registry.
  it.each(services.map((s) => [s.id, s] as const))('%s', (id, service) => {
    const meta = serviceMetadata(id);
    expect(meta.description).toBe(service.summary);
    const text = JSON.stringify([meta, serviceData(service, '/x.jpg')]);
    expect(text).not.toMatch(/\u00a0/);
  });
});
