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
    await toggle(page, 'Fotografia').click();
    expect(await panelOpen(page, 'Fotografia')).toBe(true);
    await toggle(page, 'Film').click();
    expect(await panelOpen(page, 'Film')).toBe(true);
    expect(await panelOpen(page, 'Fotografia')).toBe(false);
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

  test('every chip shows its label and slogan, all visible after the stagger', async ({ page }) => {
    await page.goto('/kontakt');
    const [foto] = serviceMenus();
    await toggle(page, 'Fotografia').click();
    const chips = nav(page).getByRole('listitem');
    await expect(chips).toHaveCount(foto!.links.length);
    await expect(chips.last()).toHaveCSS('opacity', '1');
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
    await toggle(page).click();
    const menu = header(page).getByRole('navigation', { name: 'Menu mobilne' });
    await expect(menu).toBeVisible();
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
