import { expect, test } from '@playwright/test';

import { getServices } from '@/content/services';
import { indexPageCount, publishedRealizations } from '@/lib/realization-routes';
import { servicePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { canonicalPaths } from '@/lib/structured-data';

const services = getServices();

// What crawlers read is the server HTML: checked over HTTP, once (not per viewport).
test.skip(({ isMobile }) => isMobile, 'the same HTML for every screen');

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('sitemap.xml lists the canonical pages only; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(canonicalPaths().map(absoluteUrl));
  // Home, contact, the privacy policy, the services, the realizations' index pages and the
  // realizations; then their English versions (english.spec.ts).
  expect(locs.filter((l) => !new URL(l!).pathname.startsWith('/en'))).toHaveLength(
    3 + services.length + indexPageCount('pl') + publishedRealizations('pl').length,
  );
  expect(locs.join(' ')).not.toMatch(/przemyslow|\/404/);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test('every canonical page has a unique Polish title, a description and share data', async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const path of canonicalPaths()) {
    const html = await (await request.get(path)).text();
    const title = attr(html, /<title>([^<]+)<\/title>/);
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(attr(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(absoluteUrl(path));
    // The English pages' (en_GB): english.spec.ts.
    expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toBe(
      path.startsWith('/en') ? 'en_GB' : 'pl_PL',
    );
    // A photo: the sample's JPEGs, or what the editor uploads (WebP).
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /^https?:\/\/.+\.(?:jpe?g|webp)$/,
    );
    expect(attr(html, /<meta property="og:image:alt" content="([^"]+)"/), path).toBeTruthy();
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
  }
  expect(titles.size).toBe(canonicalPaths().length);
});

test('structured data: the studio everywhere, the service and its breadcrumb on service pages', async ({
  page,
}) => {
  const service = services.find((s) => s.id === 'teatralna')!;
  await page.goto(servicePath(service));
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '') as { '@type': string }));
  const byType = Object.fromEntries(blocks.map((b) => [b['@type'], b]));
  expect(Object.keys(byType).sort()).toEqual(['BreadcrumbList', 'LocalBusiness', 'Service']);
  expect(byType.Service).toMatchObject({
    description: service.summary,
    url: absoluteUrl(servicePath(service)),
  });

  await page.goto('/kontakt');
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) =>
      els.map((e) => (JSON.parse(e.textContent ?? '') as { '@type': string })['@type']),
    );
  expect(types).toEqual(['LocalBusiness']);
});

test('an icon, a theme colour and a Polish web manifest', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const icon = attr(html, /<link rel="icon" href="([^"?]+)/);
  expect(icon).toBeTruthy();
  expect((await request.get(icon!)).headers()['content-type']).toBe('image/svg+xml');
  expect(attr(html, /<meta name="theme-color" content="([^"]+)"/)).toBe('#0e0d0c');
  const href = attr(html, /<link rel="manifest" href="([^"]+)"/);
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    lang: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.lang).toBe('pl');
  // An SVG for browsers, PNGs for installs, each served with its type.
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['any', '192x192', '512x512']);
  for (const i of manifest.icons) {
    expect((await request.get(i.src)).headers()['content-type'], i.src).toBe(i.type);
  }
  // iOS home screens take a 180 px PNG.
  const apple = attr(html, /<link rel="apple-touch-icon" href="([^"?]+)[^"]*" sizes="180x180"/);
  expect(apple).toBeTruthy();
  expect((await request.get(apple!)).headers()['content-type']).toBe('image/png');
});
