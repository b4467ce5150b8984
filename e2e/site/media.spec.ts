import { expect, test, type Page } from '@playwright/test';

import { getServices } from '@/content/services';
import { getHeroSlides, getRealizations } from '@/lib/home-media';
import { galleryItems, heroMedia, type VideoItem } from '@/lib/media';
import { servicePath } from '@/lib/routes';

import { pageSets, waitForHydration } from '../support/pages';

const heroSlides = getHeroSlides();
const realizations = getRealizations();
const services = getServices();

const pages = ['/', '/kontakt', ...services.map(servicePath)];

/** Every media URL the page has asked for so far, kept from the first request on. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

for (const { label, pages: some, tag } of pageSets(pages)) {
  test(
    `${label}: every image has its size, a page has one high-priority image, preloaded`,
    { tag },
    async ({ page, isMobile, browserName }) => {
      test.skip(
        isMobile || browserName !== 'chromium',
        'the markup is the same at every size and in every engine',
      );
      test.setTimeout(90_000);
      for (const path of some) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const images = page.locator('main img');
        for (const img of await images.all()) {
          await expect(img, path).toHaveAttribute('width', /^\d+$/);
          await expect(img, path).toHaveAttribute('height', /^\d+$/);
        }
        const eager = page.locator('main picture > img:not([loading="lazy"])');
        if (path === '/kontakt') {
          await expect(eager, path).toHaveCount(0);
          continue;
        }
        // The largest above-the-fold image is the only eager one, first in line.
        await expect(eager, path).toHaveCount(1);
        await expect(eager, path).toHaveAttribute('fetchpriority', 'high');
        const avif = await eager.evaluate(
          (img) =>
            img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ??
            null,
        );
        expect(avif, path).toMatch(/^\/media\/img\/.+\.avif 480w/);
        await expect(
          page.locator(`link[rel="preload"][as="image"][imagesrcset="${avif}"]`),
          path,
        ).toHaveCount(1);
      }
    },
  );
}

test('gallery thumbnails load a small AVIF variant, not the original photo', async ({ page }) => {
  const service = services.find(
    (s) => galleryItems(s).filter((i) => i.type === 'photo').length >= 4,
  )!;
  const requested = recordRequests(page);
  await page.goto(servicePath(service));
  const thumbnails = page.getByRole('region', { name: /galeria/ }).locator('img');
  // A thumbnail of a photo the page shows nowhere else: the browser may reuse a
  // larger variant another picture of the same photo has already loaded.
  const gallerySources = await thumbnails.evaluateAll((imgs) =>
    imgs.map((img) => img.getAttribute('src')),
  );
  const allSources = await page
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  const shownElsewhere = allSources.filter(
    (src, i) => allSources.indexOf(src) !== i || !gallerySources.includes(src),
  );
  const pick = gallerySources.findIndex((src) => !shownElsewhere.includes(src));
  expect(pick).toBeGreaterThanOrEqual(0);
  const first = thumbnails.nth(pick);
  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await first.evaluate((img: HTMLImageElement) => ({
    src: new URL(img.currentSrc).pathname,
    needed: img.getBoundingClientRect().width * devicePixelRatio,
  }));
  const [, width] = chosen.src.match(/^\/media\/img\/photos-\d+-(\d+)-[0-9a-f]{10}\.avif$/) ?? [];
  // A variant sharp at this size and density, far smaller than the 1920 px original.
  expect(Number(width)).toBeGreaterThanOrEqual(Math.min(chosen.needed, 960));
  expect(Number(width)).toBeLessThanOrEqual(960);
  expect(requested.filter((u) => /^\/media\/photos\/.+\.jpg$/.test(u))).toEqual([]);
});

test(
  'the hero loads only the first slide video, metadata first, muted in the HTML',
  { tag: '@phone' },
  async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const videos = html.match(/<video[^>]*>.*?<\/video>/g) ?? [];
    // Muted on the element itself, so phones autoplay it before any script runs.
    for (const tag of videos) expect(tag).toMatch(/^<video[^>]*\smuted(=""|\s|>)/);
    // Every screen gets the film's small loop the pipeline made, never its master.
    expect(
      videos.slice(0, 2).map((tag) => [...tag.matchAll(/src="([^"]+)"/g)].map((m) => m[1])),
    ).toEqual(heroSlides.map((s) => [s.src]));
    expect(videos[0]).toContain('preload="metadata"');
    expect(videos[1]).toContain('preload="none"');

    const requested = recordRequests(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Prezentacja studia' });
    const slide = (n: 0 | 1) => {
      const found = heroSlides[n];
      if (!found) throw new Error(`content/home.json has no slide ${n + 1}`);
      return found;
    };
    const clip = (n: 0 | 1) => slide(n).src;
    await expect.poll(() => requested.includes(clip(0))).toBe(true);
    expect(requested).not.toContain(slide(0).master);
    // The poster shows at once, from a variant picked for the screen.
    const poster = carousel.locator('img').first();
    await expect(poster).toBeVisible();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/);
    expect(requested.filter((u) => u.includes(slide(1).src.replace(/\.mp4$/, '')))).toEqual([]);

    await carousel.getByRole('button', { name: 'Następny slajd' }).click();
    await expect.poll(() => requested.includes(clip(1))).toBe(true);
  },
);

test(
  'card videos load only when their card comes into view',
  { tag: '@phone' },
  async ({ page }) => {
    const cardVideos = realizations.flatMap((c) => (c.media.type === 'video' ? [c.media.url] : []));
    expect(cardVideos.length).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const requested = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    for (const url of cardVideos) expect(requested, url).not.toContain(url);

    await page.getByRole('heading', { name: 'Nasze Realizacje' }).scrollIntoViewIfNeeded();
    await page.locator('[data-card]').first().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.includes(cardVideos[0]!)).toBe(true);
  },
);

test('a gallery video loads only when the lightbox opens on it', async ({ page }) => {
  // A gallery video that is not also the page's hero (the hero plays at once).
  const [service, video] = services
    .flatMap((s) =>
      galleryItems(s)
        .filter((i): i is VideoItem => i.type === 'video' && i.url !== heroMedia(s).url)
        .map((i) => [s, i] as const),
    )
    .at(0)!;
  // The engine's own HLS plays the ladder's master playlist, hls.js its own.
  const ladders = [video.stream!, video.hlsJs!.stream];
  const requested = recordRequests(page);
  await page.goto(servicePath(service));
  await page.waitForLoadState('load');
  expect(requested.filter((url) => ladders.includes(url))).toEqual([]);

  const index = galleryItems(service).findIndex((i) => i.url === video.url);
  const link = page
    .getByRole('region', { name: /galeria/ })
    .getByRole('link')
    .nth(index);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveCSS('opacity', '1');
  // Before hydration the link is a plain link to the file: the viewer needs the script.
  await waitForHydration(page);
  await link.click();
  // The film's ladder (e2e/site/films.spec.ts: how it plays).
  await expect.poll(() => requested.some((url) => ladders.includes(url))).toBe(true);
});
