import { expect, test, type Page } from '@playwright/test';

import { deployedUrl, localUrl, rootOnlyUrl } from '../support/hosts';
import { waitForHydration } from '../support/pages';

/*
 * Unknown addresses on two kinds of static host (docs/deploy.md): one that
 * serves the nearest 404.html (scripts/dev/serve.mjs, the Worker on Cloudflare's
 * Pages) and one that serves only the root 404.html (the `serve` package, what
 * `npx serve out` runs, like GitHub Pages, Netlify or Vercel). Both must show
 * only 'Ładowanie treści...' for an unknown service id. With BASE_URL, the
 * deployed host is the one host.
 */
const hosts = deployedUrl
  ? [{ name: 'the deployed host', url: deployedUrl }]
  : [
      { name: 'a host serving the nearest 404.html', url: localUrl },
      { name: 'a host serving only the root 404.html (npx serve)', url: rootOnlyUrl },
    ];

const LOADING = 'Ładowanie treści...';

/** The page without its JavaScript files: what the visitor sees before hydration. */
async function beforeHydration(page: Page) {
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
}

const fontsLoaded = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

for (const host of hosts) {
  test.describe(host.name, () => {
    test.use({ baseURL: host.url });

    test('an unknown service id answers 404 with only the loading text', async ({ page }) => {
      for (const path of ['/fotografia/nieznana-usluga', '/film/xyz']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('main')).toHaveText(LOADING, { useInnerText: true });
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
        await expect(page.getByText('Nie znaleziono strony')).toHaveCount(0);
        // Still inside the site's shell.
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
          'noindex',
        );
      }
    });

    test('from the first paint: no other text, and hydration moves nothing', async ({
      browser,
    }) => {
      const path = '/fotografia/nieznana-usluga';
      const context = await browser.newContext({ baseURL: host.url });
      const early = await context.newPage();
      await beforeHydration(early);
      await early.goto(path);
      await expect(early.getByRole('main')).toHaveText(LOADING, { useInnerText: true });
      await expect(early.getByText('Nie znaleziono strony')).toBeHidden();
      await fontsLoaded(early);
      const before = await early.getByText(LOADING).boundingBox();
      await context.close();

      const context2 = await browser.newContext({ baseURL: host.url });
      const page = await context2.newPage();
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('main')).toHaveText(LOADING);
      await fontsLoaded(page);
      expect(await page.getByText(LOADING).boundingBox()).toEqual(before);
      await context2.close();
    });

    test('any other unknown path shows a Polish page-not-found with a link home', async ({
      page,
    }) => {
      const response = await page.goto('/nie-ma-takiej-strony');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
      await expect(page.getByText(LOADING)).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'Wróć na stronę główną' }).click();
      await expect(page).toHaveURL(`${host.url}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Światłocień');
    });
  });
}
