import { expect, test } from '@playwright/test';

import { getServices } from '@/content/services';
import { getClients } from '@/lib/clients';
import { GALLERY_LIMIT } from '@/lib/constants';
import { getRealizations, realizationService } from '@/lib/home-media';
import { galleryItems, heroMedia } from '@/lib/media';
import { galleryHref } from '@/lib/media-rules';
import { servicePath } from '@/lib/routes';

import { reducedMotion } from '../support/engines';

// Rules, not the sample's facts: every case is found in the content the studio
// edits (a service with a film, one with nothing but the fallback…), so an edit in
// the editor never turns this red; a case the content no longer has is skipped.
const services = getServices();
const clients = getClients();
const anyService = servicePath(services[0]!);
const withFilm = services.find((s) => heroMedia(s).type === 'video');
const withoutMedia = services.filter((s) => {
  const hero = heroMedia(s);
  return hero.type === 'photo' && hero.fallback;
});
const withPhoto = services.find((s) => {
  const hero = heroMedia(s);
  return hero.type === 'photo' && !hero.fallback;
});
const galleries = [
  services.find((s) => galleryItems(s).some((item) => item.type === 'photo')),
  services.find((s) => galleryItems(s).some((item) => item.type === 'video')),
].filter((s) => s !== undefined);
const withSteps = services.find((s) =>
  s.sections.some((section) => section.blocks.some((b) => b.type === 'steps')),
);

test('every page has the Polish shell: bar, client strip and footer', async ({ page }) => {
  for (const path of ['/', '/kontakt', anyService]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('banner')).toBeVisible();
    const strip = page.getByRole('region', { name: 'Nasi klienci' });
    // Each client once for assistive technology; the loop's second copy is hidden.
    await expect(strip.getByRole('img')).toHaveCount(clients.length);
    await expect(strip.getByRole('img', { name: clients[0]!.name })).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Światłocień');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const s of services) {
      await expect(footer.locator(`a[href="${servicePath(s)}"]`)).toHaveCount(1);
    }
  }
});

test('the home page shows the hero, realizations, about and Współpracujemy', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Światłocień');
  await expect(page.getByText('Więcej niż obraz').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nasze Realizacje' })).toBeVisible();
  // The spec's three cards; the link to every realization follows them (realizations.spec.ts).
  const realizations = getRealizations();
  const cards = page.locator('#realizacje').getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(realizations.length);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(realizations.map((card) => servicePath(realizationService(card))));
  await expect(page.locator('#o-nas')).toContainText('Więcej niż obraz');
  await expect(page.getByRole('heading', { name: 'Współpracujemy' })).toBeVisible();
  // Both hero anchors have targets.
  await expect(page.locator('#portfolio')).toHaveCount(1);
  await expect(page.locator('#contact')).toHaveCount(1);
});

test('a page with a film plays it muted and looping, over its poster', async ({ page }) => {
  test.skip(!withFilm, 'no service has a film ready');
  const hero = heroMedia(withFilm!);
  await page.goto(servicePath(withFilm!));
  const video = page.locator('article header video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('autoplay', true);
  await expect(video).toHaveAttribute('preload', 'metadata');
  // The poster is the picture under the video, loaded first.
  const poster = page.locator('article header picture img');
  expect(hero.type === 'video' && hero.poster).toBeTruthy();
  await expect(poster).toHaveAttribute('src', hero.type === 'video' ? hero.poster!.url : '');
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  await expect(poster).toBeVisible();
});

test('the film on a service page can be stopped and started again', async ({ page }) => {
  test.skip(!withFilm, 'no service has a film ready');
  await page.goto(servicePath(withFilm!));
  const video = page.locator('article header video');
  await expect(video).toHaveJSProperty('paused', false);
  await page.getByRole('button', { name: 'Zatrzymaj film' }).click();
  await expect(video).toHaveJSProperty('paused', true);
  await page.getByRole('button', { name: 'Odtwórz film' }).click();
  await expect(video).toHaveJSProperty('paused', false);
});

test.describe('under reduced motion', () => {
  test.use(reducedMotion);

  test('the film on a service page stays still until the visitor plays it', async ({ page }) => {
    test.skip(!withFilm, 'no service has a film ready');
    await page.goto(servicePath(withFilm!));
    const video = page.locator('article header video');
    await expect(page.getByRole('button', { name: 'Odtwórz film' })).toBeVisible();
    await expect(video).toHaveJSProperty('paused', true);
    await page.getByRole('button', { name: 'Odtwórz film' }).click();
    await expect(video).toHaveJSProperty('paused', false);
  });
});

test('pages without media show the fallback image; others their first photo', async ({ page }) => {
  for (const service of withoutMedia.slice(0, 3)) {
    await page.goto(servicePath(service));
    const hero = page.locator('article header img').last();
    await expect(hero).toHaveAttribute('src', /fallback/);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('region', { name: /galeria/ })).toHaveCount(0);
  }
  test.skip(!withPhoto, 'no service has a photo of its own');
  await page.goto(servicePath(withPhoto!));
  const [first] = galleryItems(withPhoto!);
  await expect(page.locator('article header img').last()).toHaveAttribute('src', first!.url);
});

test('the gallery shows photos, then videos, at most 8', async ({ page }) => {
  for (const service of galleries) {
    await page.goto(servicePath(service));
    const items = galleryItems(service);
    expect(items.length).toBeLessThanOrEqual(GALLERY_LIMIT);
    const thumbs = page.getByRole('region', { name: /galeria/ }).getByRole('link');
    await expect(thumbs).toHaveCount(items.length);
    const hrefs = await thumbs.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(items.map(galleryHref));
  }
});

test('numbered steps are shown as written', async ({ page }) => {
  test.skip(!withSteps, 'no service has numbered steps');
  await page.goto(servicePath(withSteps!));
  const steps = withSteps!.sections
    .flatMap((s) => s.blocks)
    .flatMap((b) => (b.type === 'steps' ? b.items : []));
  expect(steps.length).toBeGreaterThan(2);
  for (const step of steps) await expect(page.getByText(step, { exact: true })).toBeVisible();
});

test('Polish text is set in the site fonts, latin-ext included', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(`${r.status()}`);
  });
  await page.goto(anyService);
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.unicodeRange),
  );
  // Both the Latin and the Polish-letter (ą ć ę ł ń ś ź ż) faces are in use.
  expect(loaded.some((r) => /U\+0?141-0?144/i.test(r))).toBe(true);
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  expect(fonts.every((s) => s === '200')).toBe(true);
});

// Blocks below the first screen skip layout and paint while a page loads
// (content-visibility: auto, for a phone's first visit). Once the page has
// loaded they are drawn while it idles, so a full-page screenshot taken then,
// or a printout, shows the whole page, not blank blocks.
test('once a page has loaded, everything below the first screen is drawn', async ({ page }) => {
  for (const path of [anyService, '/kontakt', '/']) {
    await page.goto(path, { waitUntil: 'load' });
    const notDrawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main h2, main p, footer a, footer p')]
          // Shown at all (not `hidden`), but its content skipped by content-visibility.
          .filter(
            (el) => el.checkVisibility() && !el.checkVisibility({ contentVisibilityAuto: true }),
          )
          .map((el) => el.textContent?.trim().slice(0, 40)),
      );
    await expect.poll(notDrawn, { message: path, timeout: 15_000 }).toEqual([]);
    // Nothing scrolled the page to draw it.
    expect(await page.evaluate(() => window.scrollY), path).toBe(0);
  }
});
