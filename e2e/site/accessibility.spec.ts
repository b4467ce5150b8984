import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { getRealizations as getPortfolio } from '@/content/realizations';
import { getService, getServices } from '@/content/services';
import { getFallbackPhoto } from '@/content/site';
import { getStudio } from '@/content/studio';
import { getClients } from '@/lib/clients';
import { getRealizations } from '@/lib/home-media';
import { pagePairs } from '@/lib/i18n/pages';
import { uiText } from '@/lib/i18n/ui';
import { galleryItems, heroMedia, type MediaItem } from '@/lib/media';
import { realizationGallery } from '@/lib/realization-media';
import { servicePath } from '@/lib/routes';

import { mainNav, menuToggle, mobileNav, phoneMenuToggle } from '../support/menus';
import {
  isUnknownService,
  notFoundPaths,
  pageSets,
  settleReveals,
  sitePages,
  waitForHydration,
  walkAt,
} from '../support/pages';

const realizations = getRealizations();
const services = getServices();
const fallbackPhoto = getFallbackPhoto();
const studio = getStudio();
const clients = getClients();
const englishPages = new Set(pagePairs().flatMap((p) => (p.en ? [p.en] : [])));

/** WCAG 2.0 and 2.1, levels A and AA: the bar every page and state must clear. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const allPages = [...sitePages, ...notFoundPaths];

/** axe's verdict on the page as it is now: each violated rule with the elements it caught. */
async function violations(page: Page): Promise<string[]> {
  // Details only for violations: the passes and incomplete lists are not read, and cost time.
  // (options() replaces every option, so it goes before withTags().)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')} – ${n.failureSummary ?? ''}`),
  );
}

async function expectNoViolations(page: Page, state: string) {
  expect(await violations(page), `axe violations: ${state}`).toEqual([]);
}

/** The registry's alt texts and video labels: every non-empty alt on the site is one of them. */
const label = (i: MediaItem) => (i.type === 'photo' ? i.alt : i.label);
const registryAlts = new Set<string>([
  studio.name,
  fallbackPhoto.alt,
  ...services.flatMap((s) => (s.photos ?? []).map((p) => p.alt)),
  ...realizations.flatMap((c) => (c.media.type === 'photo' ? [c.media.alt] : [])),
  ...clients.map((c) => c.name),
  ...services.flatMap((s) => [...galleryItems(s), heroMedia(s)].map(label)),
  // The English pages' alt texts: the same registry in English (docs/english.md).
  getFallbackPhoto('en').alt,
  ...getServices('en').flatMap((s) => [...galleryItems(s), heroMedia(s)].map(label)),
  ...(englishPages.has('/en') ? getRealizations('en') : []).flatMap((c) =>
    c.media.type === 'photo' ? [c.media.alt] : [],
  ),
  // The realizations' covers, photos and films, in both languages.
  ...[...getPortfolio(), ...getPortfolio('en')].flatMap((r) => [
    r.cover.alt,
    ...realizationGallery(r).map(label),
  ]),
]);

/** Landmarks, one h1 and headings in order, and alt texts, on the page as it is now. */
async function expectStructure(page: Page, path: string) {
  await expect(page.getByRole('banner'), path).toHaveCount(1);
  await expect(page.getByRole('main'), path).toHaveCount(1);
  await expect(page.getByRole('contentinfo'), path).toHaveCount(1);
  await expect(page.getByRole('main'), path).toHaveAttribute('id', 'tresc');
  const outline = await page.evaluate(() => ({
    // Every navigation landmark is named, and no two share a name.
    navs: [...document.querySelectorAll('nav')].map((n) => n.getAttribute('aria-label')),
    levels: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => !h.closest('[aria-hidden="true"], [hidden]'))
      .map((h) => Number(h.tagName[1])),
    images: [...document.querySelectorAll('img')].map((img) => ({
      src: img.getAttribute('src'),
      alt: img.getAttribute('alt'),
      // An empty alt is right where a link names the picture by its text or label,
      // where the whole copy is hidden from assistive technology, or for the poster
      // under a video that carries the name itself.
      named:
        !!img.closest('a[aria-label], [aria-hidden="true"]') ||
        !!img.closest('a')?.textContent?.trim() ||
        !!img.closest('picture')?.parentElement?.querySelector(':scope > video[aria-label]'),
    })),
  }));
  expect(outline.navs.every(Boolean), `${path}: named navigation`).toBe(true);
  expect(new Set(outline.navs).size, `${path}: distinct navigation names`).toBe(
    outline.navs.length,
  );
  const { levels } = outline;
  const h1s = levels.filter((l) => l === 1);
  if (isUnknownService(path)) {
    // The unknown-service page shows only its loading text.
    expect(h1s, path).toHaveLength(0);
  } else {
    expect(levels[0], `${path}: the first heading is the h1`).toBe(1);
    expect(h1s, `${path}: one h1`).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  for (let i = 1; i < levels.length; i++) {
    expect(levels[i]!, `${path}: no level skipped (${levels.join(',')})`).toBeLessThanOrEqual(
      levels[i - 1]! + 1,
    );
  }
  expect(outline.images.length, path).toBeGreaterThan(0);
  for (const img of outline.images) {
    expect(img.alt, `${path}: ${img.src} has an alt attribute`).not.toBeNull();
    if (img.alt) expect(registryAlts, `${path}: ${img.src}`).toContain(img.alt);
    else expect(img.named, `${path}: ${img.src} is decorative beside its name`).toBe(true);
  }
}

async function loadHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits until the open submenu's chips have finished their stagger (they fade in by opacity). */
async function expectChipsSettled(page: Page, navName: string) {
  const chips = page.getByRole('navigation', { name: navName }).getByRole('listitem');
  await expect(chips.first()).toBeVisible();
  for (const chip of await chips.all()) {
    await expect(chip).toHaveCSS('opacity', '1');
    await expect(chip).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/);
  }
}

test.describe('axe, reduced motion (nothing caught mid-animation)', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const { label, pages, tag } of pageSets(allPages)) {
    test(
      `${label}, the 404s included: no WCAG A/AA violations; landmarks, headings, alt texts`,
      { tag },
      async ({ page, isMobile }) => {
        // About 8 s a page on the shared build machine; both languages' pages in the walk.
        test.setTimeout(Math.max(180_000, pages.length * 10_000));
        const byPage: Record<string, string[]> = {};
        for (const path of walkAt(pages, isMobile)) {
          await loadHydrated(page, path);
          const found = await violations(page);
          if (found.length) byPage[path] = found;
          await expectStructure(page, path);
        }
        expect(byPage, 'axe violations by page').toEqual({});
      },
    );
  }

  test(
    'the mobile menu with the Fotografia accordion open',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the full-screen menu is the phone layout');
      await loadHydrated(page, '/kontakt');
      await phoneMenuToggle(page).click();
      const accordion = menuToggle(mobileNav(page), 'Fotografia');
      await accordion.click();
      await expect(accordion).toHaveAttribute('aria-expanded', 'true');
      await expectChipsSettled(page, 'Menu mobilne');
      await expectNoViolations(page, 'mobile menu, Fotografia open');
    },
  );

  test('a desktop dropdown open', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the dropdowns are the wide-screen layout');
    await loadHydrated(page, '/');
    const toggle = menuToggle(mainNav(page), 'Film');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectChipsSettled(page, 'Główna');
    await expectNoViolations(page, 'desktop Film dropdown open');
  });

  test('the lightbox open on a photo and on a video', async ({ page }) => {
    const withVideo = services.find((s) => galleryItems(s).some((i) => i.type === 'video'))!;
    const items = galleryItems(withVideo);
    await loadHydrated(page, servicePath(withVideo));
    const thumbs = page.getByRole('region', { name: /galeria/ }).getByRole('link');
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
    await expectNoViolations(page, 'lightbox on a photo');

    const video = items.findIndex((i) => i.type === 'video');
    await page.keyboard.press('ArrowLeft');
    for (let i = items.length - 1; i > video; i--) await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${video + 1} / ${items.length}`)).toBeVisible();
    await expect(dialog.locator('video')).toBeVisible();
    await expectNoViolations(page, 'lightbox on a video');
  });
});

test('axe on the home page with motion, once every reveal has settled', async ({ page }) => {
  await loadHydrated(page, '/');
  await settleReveals(page);
  await expectNoViolations(page, 'home with motion');
});

test.describe('structure', () => {
  test('a skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await loadHydrated(page, '/fotografia/slubna');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści' });
    await expect(skip).toBeFocused();
    // Hidden until focused, then on screen.
    await expect(skip).toBeInViewport();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the page content, not in the bar.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    ).toBe(true);
  });

  test("a service's hero and thumbnails are named with the registry's words", async ({ page }) => {
    const service = getService('slubna')!;
    const { gallery } = uiText();
    await page.goto(servicePath(service));
    const hero = heroMedia(service);
    await expect(
      page.locator('article header').getByRole('img', { name: label(hero) }),
    ).toHaveCount(1);
    const thumbs = page.getByRole('region', { name: /galeria/ }).getByRole('link');
    expect(
      await thumbs.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label'))),
    ).toEqual(
      galleryItems(service).map((i) =>
        i.type === 'photo'
          ? `${i.alt} – ${gallery.enlarge}`
          : `${gallery.video}: ${i.label} – ${gallery.play}`,
      ),
    );
  });
});
