import { expect, test, type ElementHandle, type Locator, type Page } from '@playwright/test';

import { serviceMenus } from '@/lib/navigation';

import { noJavaScript, reducedMotion } from '../support/engines';
import { controlledPanel, mainNav, menuToggle, mobileNav, phoneMenuToggle } from '../support/menus';

const header = (page: Page) => page.getByRole('banner');
/** The bar's frosted layer: fully transparent ('0') or shown ('1'). */
const surface = (page: Page) =>
  header(page).evaluate((el) => getComputedStyle(el, '::before').opacity);
const TRANSPARENT = '0';

/**
 * In the page: starts an animation (clicks `trigger`, or scrolls it into view
 * when it is not a control) and returns the items' opacities at every frame
 * until all are fully visible.
 */
function staggerFrames({
  trigger,
  items,
}: {
  trigger: HTMLElement;
  items: HTMLElement[];
}): Promise<number[][]> {
  const t0 = performance.now();
  if (trigger.matches('button')) trigger.click();
  else trigger.scrollIntoView({ behavior: 'instant' });
  const frames: number[][] = [];
  return new Promise((resolve) => {
    const sample = () => {
      const opacities = items.map((el) => Number(getComputedStyle(el).opacity));
      frames.push(opacities);
      const done = opacities.length > 0 && opacities.every((o) => o === 1);
      if (done || performance.now() - t0 > 5000) resolve(frames);
      else requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** Element handles for staggerFrames: the trigger and the items, found by role or text outside the page. */
async function handles(trigger: Locator, items: Locator) {
  return {
    trigger: (await trigger.elementHandle()) as ElementHandle<HTMLElement>,
    items: (await items.elementHandles()) as ElementHandle<HTMLElement>[],
  };
}

/**
 * Same animation, later start: in every frame each item is at least as far
 * along as the next one, and in some frame the first is ahead of the last.
 * This holds whatever the frame rate of the machine running the test.
 */
function expectStaggered(frames: number[][], count: number) {
  expect(frames.at(-1)).toEqual(Array(count).fill(1));
  for (const frame of frames) {
    for (let i = 1; i < frame.length; i++) expect(frame[i]).toBeLessThanOrEqual(frame[i - 1]!);
  }
  expect(frames.some((f) => f[0]! > f.at(-1)!)).toBe(true);
}

test.describe('the bar surface', () => {
  test('transparent on the home page at the top, frosted once scrolled', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => surface(page)).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect.poll(() => surface(page)).not.toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => surface(page)).toBe(TRANSPARENT);
  });

  test('frosted on every other page, even at the top', async ({ page }) => {
    for (const path of ['/kontakt', '/fotografia/slubna']) {
      await page.goto(path);
      await expect.poll(() => surface(page)).not.toBe(TRANSPARENT);
    }
  });
});

test.describe('desktop submenus', () => {
  test.skip(({ isMobile }) => isMobile, 'wide screens only');
  const nav = mainNav;
  const toggle = (page: Page, label: string) => menuToggle(nav(page), label);
  // The panel itself is a wrapper of a fixed layer: its links show whether it is open.
  const panelOpen = async (page: Page, label: string) =>
    (await controlledPanel(toggle(page, label))).getByRole('link').first().isVisible();

  test('one submenu at a time; clicking the open one, Escape or outside closes it', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    await expect(toggle(page, 'Fotografia')).toHaveAttribute('aria-expanded', 'false');
    await toggle(page, 'Fotografia').click();
    await expect.poll(() => panelOpen(page, 'Fotografia')).toBe(true);
    await expect(toggle(page, 'Fotografia')).toHaveAttribute('aria-expanded', 'true');
    await toggle(page, 'Film').click();
    await expect.poll(() => panelOpen(page, 'Film')).toBe(true);
    await expect.poll(() => panelOpen(page, 'Fotografia')).toBe(false);
    await expect(toggle(page, 'Film')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page, 'Fotografia')).toHaveAttribute('aria-expanded', 'false');
    await toggle(page, 'Film').click();
    await expect.poll(() => panelOpen(page, 'Film')).toBe(false);

    await toggle(page, 'Film').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOpen(page, 'Film')).toBe(false);
    await expect(toggle(page, 'Film')).toBeFocused();

    await toggle(page, 'Fotografia').click();
    await page.mouse.click(700, 700);
    await expect.poll(() => panelOpen(page, 'Fotografia')).toBe(false);
  });

  test('chips scroll by arrows that are disabled at the ends', async ({ page }) => {
    await page.goto('/kontakt');
    await toggle(page, 'Fotografia').click();
    const left = nav(page).getByRole('button', { name: 'Fotografia: przewiń w lewo' });
    const right = nav(page).getByRole('button', { name: 'Fotografia: przewiń w prawo' });
    const row = left.locator('xpath=following-sibling::div[1]');
    const metrics = () =>
      row.evaluate((el) => ({
        left: el.scrollLeft,
        width: el.clientWidth,
        max: el.scrollWidth - el.clientWidth,
      }));
    const start = await metrics();
    expect(start.max).toBeGreaterThan(0);
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();
    // Each press moves 0.8 of the visible width (less at the end), smoothly.
    let expected = 0;
    while (expected < start.max) {
      expected = Math.min(start.max, expected + start.width * 0.8);
      await right.click();
      await expect.poll(async () => (await metrics()).left).toBeCloseTo(expected, -1);
      await expect(left).toBeEnabled();
    }
    await expect(right).toBeDisabled();
  });

  test('chips come in one after another, 40 ms apart', async ({ page }) => {
    await page.goto('/kontakt');
    const [foto] = serviceMenus();
    // Opened and watched in one go inside the page: the last chip starts 7 × 40 ms after the first.
    const fotoToggle = toggle(page, foto!.label);
    await expect(fotoToggle).toHaveAttribute('aria-expanded', 'false');
    const panel = await controlledPanel(fotoToggle);
    const frames = await page.evaluate(
      staggerFrames,
      await handles(fotoToggle, panel.getByRole('listitem', { includeHidden: true })),
    );
    expectStaggered(frames, foto!.links.length);
    const chips = nav(page).getByRole('listitem');
    for (const chip of await chips.all()) await expect(chip).toHaveCSS('opacity', '1');
  });
});

test.describe('mobile menu', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'small screens only');
  const toggle = phoneMenuToggle;

  test('opens full screen, frosts the bar, locks scroll, keeps focus and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await expect.poll(() => surface(page)).toBe(TRANSPARENT);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await toggle(page).click();
    const menu = mobileNav(page);
    await expect(menu).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    // Full screen: the menu's panel covers the viewport below the bar.
    const panel = await menu.locator('..').boundingBox();
    expect(panel!.height).toBeGreaterThan(844 * 0.8);
    await expect.poll(() => surface(page)).not.toBe(TRANSPARENT);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    // Focus cycles inside the menu.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await header(page).evaluate((h) => h.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('accordions list the services of each kind', async ({ page }) => {
    await page.goto('/kontakt');
    await toggle(page).click();
    const menu = mobileNav(page);
    for (const { label, links } of serviceMenus()) {
      await menuToggle(menu, label).click();
      for (const link of links) {
        await expect(menu.getByRole('link', { name: new RegExp(`^${link.label}`) })).toBeVisible();
      }
    }
  });
});

test(
  'O nas from another page lands on the about block',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto('/fotografia/teatralna');
    if (isMobile) await phoneMenuToggle(page).click();
    await header(page).getByRole('link', { name: 'Realizacje' }).click();
    await expect(page).toHaveURL('/#realizacje');
    await expect(page.getByRole('heading', { name: 'Nasze Realizacje' })).toBeInViewport();
  },
);

test('realization cards reveal 60 ms apart as they come into view', async ({ page, isMobile }) => {
  test.skip(isMobile, 'on a phone the cards are stacked and come into view one by one');
  await page.goto('/');
  const cards = page.locator('#realizacje [data-reveal]');
  // Software video decoding slows frames here enough to hide a 120 ms stagger: stop the
  // videos. The press is the element's own click, which moves nothing: with Playwright's
  // click, Firefox's first sampled frame already had the cards at 0.78 to 0.93 opacity
  // (the reveal had begun before the sampling, most likely as the button was scrolled
  // into view), and on a slower run none showed the stagger.
  await page
    .getByRole('button', { name: 'Zatrzymaj pokaz slajdów' })
    .evaluate((button: HTMLElement) => button.click());
  await page.evaluate(() => document.querySelectorAll('video').forEach((v) => v.pause()));
  // Hydrated: below the fold, the cards wait hidden.
  for (const card of await cards.all())
    await expect(card).toHaveAttribute('data-reveal', 'waiting');
  const frames = await page.evaluate(
    staggerFrames,
    await handles(page.locator('#realizacje'), cards),
  );
  // The second card starts 60 ms after the first, the third 120 ms.
  expectStaggered(frames, 3);
  for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
});

test.describe('under reduced motion', () => {
  test.use(reducedMotion);

  test('nothing waits hidden', async ({ page }) => {
    await page.goto('/fotografia/slubna');
    const items = page.locator('[data-reveal]');
    expect(await items.count()).toBeGreaterThan(0);
    await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
    await expect(items.last()).toHaveCSS('opacity', '1');
  });
});

test('realization card videos play only while 0.3 of the card is visible', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('#realizacje video').first();
  await expect(video).toHaveJSProperty('paused', true);
  await page.locator('#realizacje').scrollIntoViewIfNeeded();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveJSProperty('paused', false);
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await expect(video).toHaveJSProperty('paused', true);
});

test('items below the fold wait hidden and reveal on scroll', async ({ page }) => {
  await page.goto('/fotografia/slubna');
  const last = page
    .getByRole('region', { name: /galeria/ })
    .locator('[data-reveal]')
    .last();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const before = await last.getAttribute('data-reveal');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-reveal', /shown|revealed/);
  await expect(last).toHaveCSS('opacity', '1');
  if (before === 'waiting') expect(await last.getAttribute('data-reveal')).toBe('revealed');
});

test.describe('without JavaScript', () => {
  test.use(noJavaScript);

  test('no reveal item is hidden', async ({ page }) => {
    await page.goto('/fotografia/slubna');
    const items = page.getByRole('region', { name: /galeria/ }).locator('[data-reveal]');
    expect(await items.count()).toBeGreaterThan(0);
    // Single reads, not waiting assertions (noJavaScript in support/engines.ts says why).
    const opacities = await items.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).opacity),
    );
    expect(opacities).toEqual(opacities.map(() => '1'));
  });
});

test.describe('menu panels in motion', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop submenu; the phone menu shares the panel');

  /**
   * framer-motion comes with the visitor's first interaction; a panel takes
   * it up while closed (its inline style is framer-motion's). Returns the
   * Fotografia toggle and its panel once they move.
   */
  async function animatedSubmenu(page: Page) {
    await page.goto('/kontakt');
    const fotoToggle = menuToggle(mainNav(page), 'Fotografia');
    await expect(fotoToggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Shift');
    const panel = await controlledPanel(fotoToggle);
    await expect.poll(() => panel.getAttribute('style')).not.toBeNull();
    return { fotoToggle, panel };
  }

  /** In the page: clicks `trigger` and returns the element's opacity at every frame for `frames` frames. */
  function opacityFrames({
    trigger,
    el,
    frames,
  }: {
    trigger: HTMLElement;
    el: HTMLElement;
    frames: number;
  }) {
    trigger.click();
    const seen: number[] = [];
    return new Promise<number[]>((resolve) => {
      const sample = () => {
        seen.push(el.hidden ? -1 : Number(getComputedStyle(el).opacity));
        if (seen.length >= frames) resolve(seen);
        else requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  }

  test('a submenu fades in when opened and out when closed', async ({ page }) => {
    const { fotoToggle, panel } = await animatedSubmenu(page);
    const args = async (frames: number) => ({
      trigger: (await fotoToggle.elementHandle()) as ElementHandle<HTMLElement>,
      el: (await panel.elementHandle()) as ElementHandle<HTMLElement>,
      frames,
    });
    const opening = await page.evaluate(opacityFrames, await args(4));
    // Unhidden from the first frame (no frame waits for the script), fading up to full opacity.
    expect(opening.every((o) => o >= 0)).toBe(true);
    expect(Math.min(...opening)).toBeLessThan(1);
    await expect(panel).toHaveCSS('opacity', '1');
    await expect(panel.getByRole('link').first()).toBeVisible();
    // Closing: still on screen for its leaving (and no longer in reach), then gone.
    const closing = await page.evaluate(opacityFrames, await args(2));
    expect(closing[0]).toBeGreaterThan(0);
    await expect(fotoToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test.describe('under reduced motion', () => {
    test.use(reducedMotion);

    test('under reduced motion a submenu appears and goes at once', async ({ page }) => {
      const { fotoToggle, panel } = await animatedSubmenu(page);
      const args = async () => ({
        trigger: (await fotoToggle.elementHandle()) as ElementHandle<HTMLElement>,
        el: (await panel.elementHandle()) as ElementHandle<HTMLElement>,
        frames: 3,
      });
      expect(await page.evaluate(opacityFrames, await args())).toEqual([1, 1, 1]);
      expect(await page.evaluate(opacityFrames, await args())).toEqual([-1, -1, -1]);
    });
  });
});
