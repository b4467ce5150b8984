import { expect, test, type Page } from '@playwright/test';

import { kindInfo } from '@/content/kinds';
import { getServices } from '@/content/services';
import { serviceAliases, servicePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

import { pageSets } from '../support/pages';

const services = getServices();

const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

for (const { label, pages, tag } of pageSets(services.map(servicePath))) {
  test(
    `service pages, ${label}: the registry's headline, without bullet marks`,
    { tag },
    async ({ page, isMobile }) => {
      test.skip(isMobile, 'the same headline and address at every size');
      test.setTimeout(90_000);
      for (const service of services.filter((s) => pages.includes(servicePath(s)))) {
        const response = await page.goto(servicePath(service), { waitUntil: 'domcontentloaded' });
        expect(response?.status(), servicePath(service)).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.headline);
        expect(await canonicalOf(page)).toBe(absoluteUrl(servicePath(service)));
        // Bullet marks and tabs of the legacy data never reach the visitor.
        const text = await page.locator('article').innerText();
        expect(text).not.toContain('•');
        expect(text).not.toContain('\t');
      }
    },
  );
}

test('the other prefix shows the same page, canonical to its own prefix', async ({ page }) => {
  const wedding = services.find((s) => s.id === 'slubna')!;
  const response = await page.goto('/film/slubna');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wedding.headline);
  expect(await canonicalOf(page)).toBe(absoluteUrl('/fotografia/slubna'));

  const caseStudy = services.find((s) => s.id === 'case-study')!;
  await page.goto(`/${kindInfo('foto').prefix}/case-study`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudy.headline);
  expect(await canonicalOf(page)).toBe(absoluteUrl('/film/case-study'));
});

test('the slug-rule forms of the industrial pages land on the real pages', async ({ page }) => {
  expect([...serviceAliases().keys()]).toEqual(['przemyslowa', 'przemyslowe']);
  for (const [path, id] of [
    ['/fotografia/przemyslowa', 'przemys-owa'],
    ['/film/przemyslowe', 'przemys-owe'],
  ] as const) {
    const service = services.find((s) => s.id === id)!;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.headline);
    expect(await canonicalOf(page)).toBe(absoluteUrl(servicePath(service)));
  }
});

test('a trailing slash redirects to the one spelling of a URL', async ({ page }) => {
  await page.goto('/fotografia/slubna/');
  await expect(page).toHaveURL('/fotografia/slubna');
});
