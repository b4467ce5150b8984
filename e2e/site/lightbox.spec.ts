import { expect, test, type Page } from '@playwright/test';

import { getServices } from '@/content/services';
import { galleryItems, type VideoItem } from '@/lib/media';
import { servicePath } from '@/lib/routes';

import { richest } from '../support/pages';
import { swipe } from '../support/touch';

const services = getServices();

const items = galleryItems(richest);
const filmWithVideo = services.find((s) => galleryItems(s).some((i) => i.type === 'video'))!;

const gallery = (page: Page) => page.getByRole('region', { name: /galeria/ });
const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => dialog(page).getByText(/^\d+ \/ \d+$/);
const altOf = (i: number) => (items[i] as { alt: string }).alt;
// The first medium in the dialog: while one item slides out, it may still be the old one, so
// the tests poll it.
const shownUrl = (page: Page) => dialog(page).locator('img, video').first().getAttribute('src');

/** Brings the thumbnails into view and waits until their reveal has finished moving them. */
async function settleGallery(page: Page) {
  for (const item of await gallery(page).locator('[data-reveal]').all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toHaveCSS('opacity', '1');
    await expect(item).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/);
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto(servicePath(richest));
  await settleGallery(page);
});

test('a thumbnail opens the lightbox at that item; the backdrop closes it, the photo does not', async ({
  page,
}) => {
  expect(items).toHaveLength(8);
  await gallery(page).getByRole('link').nth(2).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  await expect(counter(page)).toHaveText('3 / 8');
  await expect.poll(() => shownUrl(page)).toBe(items[2]!.url);
  await expect(dialog(page).getByRole('img')).toHaveAttribute(
    'alt',
    (items[2] as { alt: string }).alt,
  );

  await dialog(page).getByRole('img').click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).click({ position: { x: 5, y: 300 } });
  await expect(dialog(page)).toBeHidden();
});

test(
  'buttons go next and previous, wrapping at both ends, and close',
  { tag: '@logic' },
  async ({ page }) => {
    await gallery(page).getByRole('link').last().click();
    await expect(counter(page)).toHaveText('8 / 8');
    await dialog(page).getByRole('button', { name: 'Następny' }).click();
    await expect(counter(page)).toHaveText('1 / 8');
    await expect.poll(() => shownUrl(page)).toBe(items[0]!.url);
    await dialog(page).getByRole('button', { name: 'Poprzedni' }).click();
    await expect(counter(page)).toHaveText('8 / 8');
    await dialog(page).getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog(page)).toBeHidden();
    // Reopening starts afresh at the clicked item.
    await gallery(page).getByRole('link').first().click();
    await expect(counter(page)).toHaveText('1 / 8');
  },
);

test('keyboard: arrows move, Escape closes, focus stays inside and returns to the thumbnail', async ({
  page,
}) => {
  const thumb = gallery(page).getByRole('link').nth(1);
  await thumb.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('button', { name: 'Zamknij' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 8');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('8 / 8');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(thumb).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});

test('neighbouring photos are preloaded, in the variants the viewer will pick', async ({
  page,
}) => {
  const preloads = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
        (l) => l.getAttribute('imagesrcset'),
      ),
    );
  const avifOf = (item: (typeof items)[number]) =>
    item.type === 'photo' ? item.sources?.[0]?.srcSet : undefined;
  await gallery(page).getByRole('link').nth(4).click();
  await expect(counter(page)).toHaveText('5 / 8');
  await expect
    .poll(preloads)
    .toEqual(expect.arrayContaining([avifOf(items[3]!), avifOf(items[5]!)]));
  expect(avifOf(items[3]!)).toMatch(/\.avif 480w/);
});

test('a video plays with controls and stops when the visitor moves on', async ({ page }) => {
  await page.goto(servicePath(filmWithVideo));
  await settleGallery(page);
  const films = galleryItems(filmWithVideo);
  const at = films.findIndex((i) => i.type === 'video');
  await gallery(page).getByRole('link').nth(at).click();
  const video = dialog(page).locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveJSProperty('autoplay', true);
  await expect(video).toHaveJSProperty('paused', false);
  // Moving on removes the playing video: it cannot go on playing unseen.
  await dialog(page).getByRole('button', { name: 'Następny' }).click();
  await expect(
    dialog(page).locator(`video[data-stream="${(films[at] as VideoItem).stream}"]`),
  ).toHaveCount(0);
});

test('beside a film, the neighbouring photos are preloaded once it plays, not before', async ({
  page,
}) => {
  await page.goto(servicePath(filmWithVideo));
  await settleGallery(page);
  const films = galleryItems(filmWithVideo);
  const at = films.findIndex((i) => i.type === 'video');
  const near = [films[at - 1], films[at + 1]].find((i) => i?.type === 'photo');
  const srcSet = near?.type === 'photo' ? near.sources?.[0]?.srcSet : undefined;
  expect(srcSet).toBeTruthy();
  const preloaded = () =>
    page.evaluate(
      (set) =>
        [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
          (l) => l.getAttribute('imagesrcset') === set,
        ),
      srcSet,
    );
  // The film's segments wait until released: it cannot start before then.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\.m4s$/, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  await gallery(page).getByRole('link').nth(at).click();
  await expect.poll(() => held).toBeGreaterThan(0);
  expect(await preloaded()).toBe(false);
  release();
  await expect(dialog(page).locator('video')).not.toHaveJSProperty('currentTime', 0);
  await expect.poll(preloaded).toBe(true);
});

test.describe('phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'touch only');
  test.skip(
    ({ browserName }) => browserName !== 'chromium',
    "the swipe goes through Chromium's CDP touch input; Playwright has no touch gestures for Firefox",
  );

  test('swiping moves between items', async ({ page }) => {
    await gallery(page).getByRole('link').first().click();
    await swipe(page, { x: 300, y: 420 }, -150);
    await expect(counter(page)).toHaveText('2 / 8');
    await swipe(page, { x: 100, y: 420 }, 150);
    await swipe(page, { x: 100, y: 420 }, 150);
    await expect(counter(page)).toHaveText('8 / 8');
    // A swipe over the empty space above the photo moves on and does not close the viewer.
    await swipe(page, { x: 300, y: 150 }, -150);
    await expect(counter(page)).toHaveText('1 / 8');
    await expect(dialog(page)).toBeVisible();
  });

  test('with framer-motion in, a finger drags the photo to the next one and back', async ({
    page,
  }) => {
    await openAnimated(page, 0);
    await swipe(page, { x: 300, y: 420 }, -150);
    await expect(counter(page)).toHaveText('2 / 8');
    await swipe(page, { x: 100, y: 420 }, 150);
    await expect(counter(page)).toHaveText('1 / 8');
    await expect(dialog(page)).toBeVisible();
  });
});

/**
 * Opens the viewer at thumbnail `n` once framer-motion is in: it comes with
 * the visitor's first interaction, and a viewer opened before it arrived stays
 * still until closed. The animated viewer fades in (an inline opacity).
 */
async function openAnimated(page: Page, n: number) {
  await page.keyboard.press('Shift');
  await expect(async () => {
    await gallery(page).getByRole('link').nth(n).click();
    const animated = await dialog(page).evaluate((d) => (d as HTMLElement).style.opacity !== '');
    if (!animated) {
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    }
    expect(animated).toBe(true);
  }).toPass();
  // The stage (with the side buttons) grows into place as the viewer fades in: measure
  // only once it has settled.
  await expect(dialog(page)).toHaveCSS('opacity', '1');
  await expect
    .poll(() =>
      dialog(page)
        .getByRole('button', { name: 'Następny' })
        .evaluate(
          (button) =>
            new Promise<boolean>((settle) => {
              const before = button.getBoundingClientRect().x;
              requestAnimationFrame(() =>
                requestAnimationFrame(() => settle(button.getBoundingClientRect().x === before)),
              );
            }),
        ),
    )
    .toBe(true);
}

/** A horizontal drag with the pointer (mouse), in small steps as a hand moves. */
async function drag(page: Page, from: { x: number; y: number }, deltaX: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + (deltaX * i) / 8, from.y);
  await page.mouse.up();
}

test.describe('drag to swipe', () => {
  test.skip(({ isMobile }) => isMobile, 'a mouse drag; the phone swipes above');

  test('a photo dragged past the threshold moves on; a short drag springs back', async ({
    page,
  }) => {
    await openAnimated(page, 0);
    await expect(counter(page)).toHaveText('1 / 8');
    const photo = await dialog(page).getByRole('img').boundingBox();
    const centre = { x: photo!.x + photo!.width / 2, y: photo!.y + photo!.height / 2 };
    // Shorter than the 50 px threshold: the same photo settles back in its place.
    await drag(page, centre, -30);
    await expect(counter(page)).toHaveText('1 / 8');
    await expect(dialog(page).getByRole('img')).toHaveAttribute('alt', altOf(0));
    await expect
      .poll(async () => (await dialog(page).getByRole('img').boundingBox())!.x)
      .toBeCloseTo(photo!.x, 0);
    // Past it: the next photo comes in, and it ends where the first one was.
    await drag(page, centre, -200);
    await expect(counter(page)).toHaveText('2 / 8');
    await expect(dialog(page).getByRole('img')).toHaveCount(1);
    await expect(dialog(page).getByRole('img')).toHaveAttribute('alt', altOf(1));
    // Once it has settled, a drag to the right from the empty space at the side (above the
    // previous button) goes back, and its click does not close the viewer.
    const slide = dialog(page).getByRole('img').locator('xpath=ancestor::div[1]');
    await expect(slide).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/);
    await drag(page, { x: 70, y: photo!.y + 40 }, 200);
    await expect(counter(page)).toHaveText('1 / 8');
    await expect(dialog(page)).toBeVisible();
  });

  test('the animated viewer still closes from the backdrop and gives focus back', async ({
    page,
  }) => {
    await openAnimated(page, 3);
    await expect(dialog(page).getByRole('button', { name: 'Zamknij' })).toBeFocused();
    await dialog(page).click({ position: { x: 5, y: 300 } });
    await expect(dialog(page)).toBeHidden();
    await expect(gallery(page).getByRole('link').nth(3)).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });
});
