import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { useContentCopy } from './test-content-copy';

/**
 * A new service is one new data file and its media, with no code: a copy of
 * content/ plus the fixture e2e/support/fixtures/content/services/fotografia/podwodna.json,
 * read through the same loader (CONTENT_DIR), shows up wherever the site
 * derives pages from the registry.
 */
describe('a new service file', () => {
  useContentCopy({
    'services/fotografia/podwodna.json':
      'e2e/support/fixtures/content/services/fotografia/podwodna.json',
  });

  it('gets a page (static params), a menu chip, a sitemap entry and a footer link', async () => {
    const { getServices, getService } = await import('@/content/services');
    const { serviceRouteParams } = await import('@/lib/routes');
    const { serviceMenus } = await import('@/lib/navigation');
    const { default: sitemap } = await import('@/app/sitemap');
    const { SiteFooter } = await import('@/components/footer/site-footer');

    expect(getServices().filter((s) => s.id === 'podwodna')).toHaveLength(1);
    expect(getService('podwodna')).toMatchObject({ kind: 'foto', menu: { label: 'Podwodna' } });
    expect(serviceRouteParams()).toContainEqual({ id: 'podwodna' });

    const photo = serviceMenus().find((m) => m.kind === 'foto');
    // menu.order 99: the last chip of the Fotografia menu.
    expect(photo?.links.at(-1)).toMatchObject({
      label: 'Podwodna',
      href: '/fotografia/podwodna',
    });

    expect(sitemap().map((entry) => new URL(entry.url).pathname)).toContain('/fotografia/podwodna');

    const footer = renderToStaticMarkup(createElement(SiteFooter));
    expect(footer).toMatch(/<a [^>]*href="\/fotografia\/podwodna"[^>]*>Podwodna<\/a>/);
    // Loading the routes, the sitemap and the footer anew takes seconds on a busy machine.
  }, 30_000);
});

describe('a broken service file', () => {
  useContentCopy({
    'services/fotografia/slubna.json': 'e2e/support/fixtures/content/broken/slubna.json',
  });

  // The registry every page reads when next build renders it: it throws, so the build stops.
  it('stops the registry from loading, naming the file and field', async () => {
    const { getServices } = await import('@/content/services');
    expect(() => getServices()).toThrow(
      /slubna\.json: sections\[2\]\.blocks\[0\]\.items\[0\]: oczekiwano tekstu, a jest liczba całkowita/,
    );
  });
});
