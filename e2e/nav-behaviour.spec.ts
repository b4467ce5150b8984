import { expect, type Page, test } from '@playwright/test';
import { serviceMenus } from '@/lib/navigation';

const header = (page: Page) => page.getByRole('banner');
const surface = (page: Page) => header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

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
  const nav = (page: Page) => header(page).getByRole('navigation', { name: 'Główna' });
  const toggle = (page: Page, label: string) => nav(page).locator('summary', { hasText: label });
  const panelOpen = (page: Page, label: string) =>
    toggle(page, label).evaluate((el) => (el.parentElement as HTMLDetailsElement).open);

  test('one submenu at a time; clicking the open one, Escape or outside closes it', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    await expect(toggle(page, 'Fotografia')).toHaveAttribute('aria-expanded', 'false');
    await toggle(page, 'Fotografia').click();
    expect(await panelOpen(page, 'Fotografia')).toBe(true);
    await expect(toggle(page, 'Fotografia')).toHaveAttribute('aria-expanded', 'true');
    await toggle(page, 'Film').click();
    expect(await panelOpen(page, 'Film')).toBe(true);
    expect(await panelOpen(page, 'Fotografia')).toBe(false);
    await expect(toggle(page, 'Film')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page, 'Fotografia')).toHaveAttribute('aria-expanded', 'false');
    await toggle(page, 'Film').click();
    expect(await panelOpen(page, 'Film')).toBe(false);

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
    await page.clock.install();
    await page.goto('/kontakt');
    await page.clock.pauseAt(Date.now() + 1000);
    const [foto] = serviceMenus();
    await toggle(page, 'Fotografia').click();
    const chips = nav(page).getByRole('listitem');
    await expect(chips).toHaveCount(foto!.links.length);
    const opacity = (i: number) =>
      chips.nth(i).evaluate((el) => Number(getComputedStyle(el).opacity));
    await page.clock.runFor(60);
    // At 60 ms the first chip is on its way, the third (80 ms) not yet.
    expect(await opacity(0)).toBeGreaterThan(0);
    expect(await opacity(2)).toBe(0);
    await page.clock.runFor(100);
    expect(await opacity(2)).toBeGreaterThan(0);
    expect(await opacity(7)).toBe(0);
    await page.clock.runFor(2000);
    for (let i = 0; i < foto!.links.length; i++) expect(await opacity(i)).toBe(1);
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'small screens only');
  const toggle = (page: Page) =>
    header(page).locator('summary').filter({ hasText: /Menu/ }).first();

  test('opens full screen, frosts the bar, locks scroll, keeps focus and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await expect.poll(() => surface(page)).toBe(TRANSPARENT);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await toggle(page).click();
    const menu = header(page).getByRole('navigation', { name: 'Menu mobilne' });
    await expect(menu).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
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
    const menu = header(page).getByRole('navigation', { name: 'Menu mobilne' });
    for (const { label, links } of serviceMenus()) {
      await menu.getByText(label, { exact: true }).click();
      for (const link of links) {
        await expect(menu.getByRole('link', { name: new RegExp(`^${link.label}`) })).toBeVisible();
      }
    }
  });
});

test('O nas from another page lands on the about block', async ({ page, isMobile }) => {
  await page.goto('/fotografia/teatralna');
  if (isMobile) await header(page).locator('summary').filter({ hasText: /Menu/ }).first().click();
  await header(page).getByRole('link', { name: 'Realizacje' }).click();
  await expect(page).toHaveURL('/#realizacje');
  await expect(page.getByRole('heading', { name: 'Nasze Realizacje' })).toBeInViewport();
});

test('realization cards reveal 60 ms apart as they come into view', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt(Date.now() + 1000);
  const cards = page.locator('#realizacje [data-reveal]');
  await expect(cards).toHaveCount(3);
  const before = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-reveal')));
  test.skip(!before.every((p) => p === 'waiting'), 'the cards are already in view on this screen');
  const opacity = (i: number) =>
    cards.nth(i).evaluate((el) => Number(getComputedStyle(el).opacity));
  await page.evaluate(() =>
    document.getElementById('realizacje')!.scrollIntoView({ behavior: 'instant' }),
  );
  await expect(cards.nth(2)).toHaveAttribute('data-reveal', 'revealed');
  await page.clock.runFor(90);
  // The second card starts at 60 ms, the third at 120 ms.
  expect(await opacity(1)).toBeGreaterThan(0);
  expect(await opacity(2)).toBe(0);
  await page.clock.runFor(2000);
  for (let i = 0; i < 3; i++) expect(await opacity(i)).toBe(1);
});

test('under reduced motion nothing waits hidden', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fotografia/slubna');
  const items = page.locator('[data-reveal]');
  expect(await items.count()).toBeGreaterThan(0);
  await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
  await expect(items.last()).toHaveCSS('opacity', '1');
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

test('items below the fold wait hidden and reveal on scroll; nothing hides without JS', async ({
  page,
  browser,
}) => {
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

  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(page.url());
  const items = plain.getByRole('region', { name: /galeria/ }).locator('[data-reveal]');
  for (const item of await items.all()) await expect(item).toHaveCSS('opacity', '1');
  await noJs.close();
});
