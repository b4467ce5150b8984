import { expect, test, type Page, type Request } from '@playwright/test';

import { uiText } from '@/lib/i18n/ui';
import { serviceMenus } from '@/lib/navigation';

const menus = serviceMenus();

/**
 * Every request that answered an error, or failed without any answer, while
 * `run` went on. Next's prefetcher reads a route's response headers and then
 * aborts the body on purpose; a request that got its 200 counts as answered.
 */
async function failedRequests(page: Page, run: () => Promise<void>) {
  const failures: string[] = [];
  const answered = new Set<Request>();
  page.on('response', (r) => {
    answered.add(r.request());
    if (r.status() >= 400) failures.push(`${r.url()} ${r.status()}`);
  });
  page.on('requestfailed', (r) => {
    // A video's download is cut off when its element leaves the page: the
    // browser's doing, not a failure of the site (the hero may start its clip
    // again after the page went quiet).
    if (r.resourceType() === 'media' && r.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (!answered.has(r)) failures.push(`${r.url()} ${r.failure()?.errorText}`);
  });
  await run();
  return failures;
}

async function openServiceMenu(page: Page, label: string, isMobile: boolean) {
  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByText('Menu', { exact: true }).click();
    await header
      .getByRole('navigation', { name: 'Menu mobilne' })
      .getByText(label, { exact: true })
      .click();
  } else {
    await header
      .getByRole('navigation', { name: 'Główna' })
      .getByText(label, { exact: true })
      .click();
  }
}

test.describe('navigation menus', () => {
  // The first and last link of each menu at both sizes in `npm test`; every link in the walks.
  const linkSets = [
    {
      which: 'the first and last',
      tag: ['@phone'],
      pick: <T>(l: readonly T[]) => [l[0]!, l.at(-1)!],
    },
    { which: 'every', tag: ['@walk'], pick: <T>(l: readonly T[]) => l },
  ];
  for (const menu of menus) {
    for (const { which, tag, pick } of linkSets) {
      test(
        `${which} ${menu.label} menu link reaches its page and the menu closes`,
        { tag },
        async ({ page, isMobile }) => {
          await page.goto('/kontakt');
          for (const link of pick(menu.links)) {
            await openServiceMenu(page, menu.label, isMobile);
            const chip = page
              .getByRole('banner')
              .getByRole('link', { name: new RegExp(`^${link.label}`) });
            await expect(chip).toContainText(link.slogan);
            await chip.click();
            await expect(page).toHaveURL(link.href);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(chip).toBeHidden();
          }
        },
      );
    }
  }

  test(
    'the bar links to the about and realizations blocks, mail, phone and /kontakt',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await page.goto('/fotografia/slubna');
      const header = page.getByRole('banner');
      if (isMobile) await header.getByText('Menu', { exact: true }).click();
      await expect(header.getByRole('link', { name: /kontakt@/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expect(header.getByRole('link', { name: /\+48/ })).toHaveAttribute(
        'href',
        /^tel:\+48\d{9}$/,
      );
      await header.getByRole('link', { name: 'Kontakt', exact: true }).click();
      await expect(page).toHaveURL('/kontakt');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');

      if (isMobile) await header.getByText('Menu', { exact: true }).click();
      await header.getByRole('link', { name: 'O nas' }).click();
      await expect(page).toHaveURL('/#o-nas');
      await expect(page.locator('#o-nas')).toBeInViewport();
    },
  );

  test('the logo leads home', async ({ page }) => {
    await page.goto('/film/eventowe');
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Światłocień – strona główna' })
      .click();
    await expect(page).toHaveURL('/');
  });
});

test('client-side navigation between pages fails no request', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
  // Prefetches finish before each click, so none is cut off by the navigation itself.
  const settle = () => page.waitForLoadState('networkidle');
  const failures = await failedRequests(page, async () => {
    await settle();
    await page
      .getByRole('link', { name: /Fotografia przemysłowa/ })
      .first()
      .click();
    await expect(page).toHaveURL('/fotografia/przemys-owa');
    await settle();
    await page
      .getByRole('region', { name: uiText().related.foto })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL('/fotografia/wizerunkowa');
    await settle();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Jubileuszowe' }).click();
    await expect(page).toHaveURL('/film/jubileuszowe');
    await settle();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL('/kontakt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await settle();
  });
  expect(failures).toEqual([]);
  // The marker survives only if no page was loaded anew.
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBe(
    true,
  );
});

test("a page's data is fetched on intent: nothing at load, then on hover or focus of a link to it", async ({
  page,
}) => {
  const pageData: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).searchParams.has('_rsc')) pageData.push(new URL(r.url()).pathname);
  });
  const fetched = (slug: string) => pageData.some((path) => path.includes(slug));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(pageData, 'links fetch nothing at load').toEqual([]);

  const industrial = page.getByRole('link', { name: /Fotografia przemysłowa/ }).first();
  await industrial.hover();
  await expect
    .poll(() => fetched('przemys-owa'), 'a pointer over a link fetches its page')
    .toBe(true);
  await page
    .getByRole('link', { name: /Film wizerunkowy/ })
    .first()
    .focus();
  await expect.poll(() => fetched('wizerunkowe'), 'focus on a link fetches its page').toBe(true);
  expect(
    pageData.every((path) => /przemys-owa|wizerunkowe/.test(path)),
    'nothing else',
  ).toBe(true);

  await industrial.click();
  await expect(page).toHaveURL('/fotografia/przemys-owa');
});

test('opening another service puts the window at the top', async ({ page }) => {
  await page.goto('/fotografia/eventowa');
  const related = page.getByRole('region', { name: uiText().related.foto });
  await related.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await related.getByRole('link', { name: /Ślubna/ }).click();
  await expect(page).toHaveURL('/fotografia/slubna');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
