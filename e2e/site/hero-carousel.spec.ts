import { expect, test, type Locator, type Page } from '@playwright/test';

import { HERO_SLIDE_DURATION, HERO_TRANSITION, VIDEO_START_DELAY } from '@/lib/constants';
import { getHeroSlides } from '@/lib/home-media';
import { HERO_PROGRESS_STEP } from '@/lib/motion';

import { pauseClock } from '../support/clock';
import { reducedMotion } from '../support/engines';
import { swipe } from '../support/touch';

const heroSlides = getHeroSlides();

const carousel = (page: Page) => page.getByRole('region', { name: 'Prezentacja studia' });
const tab = (page: Page, n: number) => carousel(page).getByRole('tab', { name: `Slajd ${n} z 2` });
const progress = (page: Page) =>
  page.getByTestId('hero-progress').evaluate((el) => Number((el as HTMLElement).dataset.progress));
/** How much of its track the bar covers on screen. */
const shownProgress = (page: Page) =>
  page
    .getByTestId('hero-progress')
    .evaluate(
      (el) =>
        el.getBoundingClientRect().width / (el.parentElement?.getBoundingClientRect().width ?? 1),
    );

async function expectSlide(page: Page, n: number) {
  await expect(tab(page, n)).toHaveAttribute('aria-selected', 'true');
  await expect(carousel(page).getByRole('tabpanel', { name: `Slajd ${n} z 2` })).toBeVisible();
}

/** Moves the pointer onto the header (outside the carousel) and drops focus. */
async function leave(page: Page) {
  await page.mouse.move(5, 10);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** A click by script, which neither hovers nor focuses (both would pause the carousel). */
const clickByScript = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).click());

/** Switches to slide 2 at a known instant of the paused clock. */
async function anchorOnSlide2(page: Page) {
  await clickByScript(tab(page, 2));
  await expectSlide(page, 2);
}

/**
 * Slide 1 with all its 6 s ahead, from a known instant of the paused clock.
 * The clock flowed while the page loaded, for as long as the machine took, so
 * by now the first slide may have used most of its time, or moved on. The tab
 * counts as hidden meanwhile: no advance starts while the slides are chosen.
 */
async function restartOnSlide1(page: Page) {
  await setTabHidden(page, true);
  // A move under way ends (a new one waits for it).
  await page.clock.runFor(HERO_TRANSITION);
  if ((await tab(page, 1).getAttribute('aria-selected')) === 'true') {
    await anchorOnSlide2(page);
    await page.clock.runFor(HERO_TRANSITION);
  }
  await clickByScript(tab(page, 1));
  await expectSlide(page, 1);
  await page.clock.runFor(HERO_TRANSITION);
  await setTabHidden(page, false);
}

test.beforeEach(async ({ page }) => {
  // The clock flows while the page loads, then stops: time moves only by runFor.
  await page.clock.install();
  await page.goto('/');
  await pauseClock(page);
  // Keep the pointer away from the carousel unless a test hovers it.
  await leave(page);
  await restartOnSlide1(page);
});

test('title, subtitle and call to action are in the server HTML, visible at once', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<h1[^>]*>Światłocień<\/h1>/);
  expect(html).toContain('Więcej niż obraz');
  expect(html).toContain('Zobacz realizacje');
  expect(html).not.toMatch(/<h1[^>]*opacity-0/);
});

test(
  'auto-advances every 6000 ms with a progress bar, wrapping around',
  { tag: '@logic' },
  async ({ page }) => {
    await anchorOnSlide2(page);
    await expect(carousel(page).getByRole('link', { name: 'Porozmawiajmy' })).toHaveAttribute(
      'href',
      '#contact',
    );
    await page.clock.runFor(HERO_SLIDE_DURATION / 2);
    expect(await progress(page)).toBeCloseTo(0.5, 1);
    // It glides to each new length by a CSS transition, on the real timeline.
    await expect.poll(() => shownProgress(page)).toBeCloseTo(0.5, 1);
    await page.clock.runFor(HERO_SLIDE_DURATION / 2 - 100);
    // It takes a new length every HERO_PROGRESS_STEP: the last before the change.
    expect(await progress(page)).toBeCloseTo(1 - HERO_PROGRESS_STEP / HERO_SLIDE_DURATION, 2);
    await expectSlide(page, 2);
    await page.clock.runFor(200);
    await expectSlide(page, 1);
    await expect(carousel(page).getByRole('link', { name: 'Zobacz realizacje' })).toHaveAttribute(
      'href',
      '#portfolio',
    );
    expect(await progress(page)).toBeLessThan(0.1);
    await page.clock.runFor(HERO_SLIDE_DURATION);
    await expectSlide(page, 2);
  },
);

/** How opaque an element shows: its own opacity times its ancestors', read once, now. */
const shownOpacity = (locator: Locator) =>
  locator.evaluate((el) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });

test(
  '1500 ms of the page clock after "Następny", slide 2 is fully shown and slide 1 gone',
  { tag: '@logic' },
  async ({ page }) => {
    const videos = carousel(page).locator('video');
    const cta = carousel(page).getByRole('link', { name: 'Porozmawiajmy' });
    await carousel(page).getByRole('button', { name: 'Następny slajd' }).click();
    await expectSlide(page, 2);
    await page.clock.runFor(1500);
    // Read once, with no waiting: the clock, not real time, has to have brought
    // the cross-fade and the call to action's rise to their ends (a fade on the
    // browser's real timeline would still be under way, a few ms after the click).
    expect(await shownOpacity(videos.nth(1))).toBe(1);
    expect(await shownOpacity(videos.nth(0))).toBe(0);
    expect(await shownOpacity(cta)).toBe(1);
    expect(await cta.locator('..').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await expect(cta).toBeInViewport();
  },
);

test(
  'previous and next move cyclically and wait for a running transition',
  { tag: '@logic' },
  async ({ page }) => {
    const next = carousel(page).getByRole('button', { name: 'Następny slajd' });
    const prev = carousel(page).getByRole('button', { name: 'Poprzedni slajd' });
    await next.click();
    await expectSlide(page, 2);
    await next.click(); // blocked: the transition still runs
    await expectSlide(page, 2);
    await page.clock.runFor(HERO_TRANSITION);
    await next.click();
    await expectSlide(page, 1);
    await page.clock.runFor(HERO_TRANSITION);
    await prev.click();
    await expectSlide(page, 2);
  },
);

test('dot tabs choose a slide and arrow keys move between them', async ({ page }) => {
  await tab(page, 2).click();
  await expectSlide(page, 2);
  await page.clock.runFor(HERO_TRANSITION);
  await tab(page, 2).press('ArrowRight');
  await expectSlide(page, 1);
});

test('only the active slide video plays, about 620 ms after the switch', async ({ page }) => {
  const videos = carousel(page).locator('video');
  await expect(videos).toHaveCount(heroSlides.length);
  await anchorOnSlide2(page);
  await expect(videos.nth(0)).toHaveJSProperty('paused', true);
  await page.clock.runFor(VIDEO_START_DELAY - 40);
  await expect(videos.nth(1)).toHaveJSProperty('paused', true);
  await page.clock.runFor(80);
  await expect(videos.nth(1)).toHaveJSProperty('paused', false);
  await expect(videos.nth(0)).toHaveJSProperty('paused', true);
  await page.clock.runFor(HERO_SLIDE_DURATION);
  await page.clock.runFor(VIDEO_START_DELAY);
  await expect(videos.nth(1)).toHaveJSProperty('paused', true);
  await expect(videos.nth(0)).toHaveJSProperty('paused', false);
  await expect(videos.nth(0)).toHaveJSProperty('muted', true);
});

test(
  'the pause button stops auto-advance until pressed again',
  { tag: '@logic' },
  async ({ page }) => {
    await carousel(page).getByRole('button', { name: 'Zatrzymaj pokaz slajdów' }).click();
    await leave(page);
    await page.clock.runFor(HERO_SLIDE_DURATION * 2);
    await expectSlide(page, 1);
    await carousel(page).getByRole('button', { name: 'Wznów pokaz slajdów' }).click();
    await leave(page);
    await page.clock.runFor(HERO_SLIDE_DURATION + 100);
    await expectSlide(page, 2);
  },
);

test('auto-advance pauses while the tab is hidden', async ({ page }) => {
  await setTabHidden(page, true);
  await page.clock.runFor(HERO_SLIDE_DURATION * 2);
  await expectSlide(page, 1);
  await setTabHidden(page, false);
  await page.clock.runFor(HERO_SLIDE_DURATION + 100);
  await expectSlide(page, 2);
});

test('auto-advance pauses on keyboard focus inside the carousel', async ({ page }) => {
  await tab(page, 1).focus();
  await page.clock.runFor(HERO_SLIDE_DURATION * 2);
  await expectSlide(page, 1);
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'hover needs a mouse');

  test('auto-advance pauses while the mouse is over the carousel', async ({ page }) => {
    await carousel(page).hover({ position: { x: 700, y: 300 } });
    await page.clock.runFor(HERO_SLIDE_DURATION * 2);
    await expectSlide(page, 1);
    await leave(page);
    await page.clock.runFor(HERO_SLIDE_DURATION + 100);
    await expectSlide(page, 2);
  });

  test('it goes on when the mouse leaves as "Wznów" is pressed', async ({ page }) => {
    const toggle = (name: string) => carousel(page).getByRole('button', { name });
    await clickByScript(toggle('Zatrzymaj pokaz slajdów'));
    await toggle('Wznów pokaz slajdów').hover();
    // What the pointer is over is the button itself, never its icon (components/ui/icons.tsx):
    // a swapped icon would leave the pointer on a removed node, whose leaving goes unheard.
    const box = await toggle('Wznów pokaz slajdów').boundingBox();
    const target = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('aria-label'),
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(target).toBe('Wznów pokaz slajdów');
    // Pressed and left within one frame: the play icon gives way to the pause icon
    // under the pointer as the pointer goes (a click by script keeps focus out).
    await clickByScript(toggle('Wznów pokaz slajdów'));
    await page.mouse.move(5, 10);
    await page.clock.runFor(HERO_SLIDE_DURATION + 100);
    await expectSlide(page, 2);
  });
});

test.describe('phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'touch only');
  test.skip(
    ({ browserName }) => browserName !== 'chromium',
    "the swipe goes through Chromium's CDP touch input; Playwright has no touch gestures for Firefox",
  );

  test('a swipe of more than 50 px changes the slide; a short one does not', async ({ page }) => {
    const from = { x: 200, y: 400 };
    await swipe(page, from, -40);
    await expectSlide(page, 1);
    await swipe(page, from, -120);
    await expectSlide(page, 2);
    await page.clock.runFor(HERO_TRANSITION);
    await swipe(page, from, 120);
    await expectSlide(page, 1);
  });
});

test.describe('under reduced motion', () => {
  test.use(reducedMotion);

  test('the carousel stays still until the visitor presses play', async ({ page }) => {
    await expect(carousel(page).getByRole('button', { name: 'Wznów pokaz slajdów' })).toBeVisible();
    await page.clock.runFor(HERO_SLIDE_DURATION * 2);
    await expectSlide(page, 1);
  });
});
