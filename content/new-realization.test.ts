import { describe, expect, it } from 'vitest';

import { useContentCopy } from './test-content-copy';

/**
 * A new realization is one new data file (and its English beside it), with
 * no code: a copy of content/ plus the fixture
 * e2e/support/fixtures/content/realizations/jubileusz-huty.json, read through
 * the same loader (CONTENT_DIR), shows up wherever the site derives pages
 * from the registry.
 */
const FIXTURE = 'e2e/support/fixtures/content/realizations';
const SLUG = 'jubileusz-huty';

describe('a new realization file', () => {
  useContentCopy(
    Object.fromEntries(
      [`${SLUG}.json`, `${SLUG}.en.json`].map((name) => [
        `realizations/${name}`,
        `${FIXTURE}/${name}`,
      ]),
    ),
  );

  it('gets its pages in both languages, the top of the index, its services’ blocks and the sitemap', async () => {
    const { getRealization, getRealizations } = await import('@/content/realizations');
    const routes = await import('@/lib/realization-routes');
    const { default: sitemap } = await import('@/app/sitemap');

    // The newest: the first of the index, in both languages.
    const fresh = getRealization(SLUG)!;
    expect(getRealizations()[0]?.slug).toBe(SLUG);
    expect(routes.realizationRouteParams('pl')).toContainEqual({ slug: SLUG });
    expect(routes.realizationsOnPage('pl', 1)[0]).toBe(fresh);
    const english = routes.publishedRealizations('en')[0]!;
    expect(routes.realizationPath(english)).toBe('/en/work/a-steelworks-turns-one-hundred');
    expect(routes.realizationRouteParams('en')).toContainEqual({
      slug: 'a-steelworks-turns-one-hundred',
    });

    // Each of its services shows it first among its latest.
    for (const id of fresh.services) expect(routes.latestRealizations('pl', [id])[0]).toBe(fresh);

    // In the sitemap with every photo it shows (the cover too), and in English.
    const entries = sitemap();
    const entry = entries.find((e) => new URL(e.url).pathname === `/realizacje/${SLUG}`);
    expect(entry?.images?.map((url) => new URL(url).pathname)).toEqual([
      '/media/photos/04.jpg',
      '/media/photos/08.jpg',
      '/media/photos/18.jpg',
    ]);
    expect(entry?.alternates?.languages).toMatchObject({
      en: expect.stringMatching(/\/en\/work\/a-steelworks-turns-one-hundred$/) as string,
    });
  }, 30_000);
});
