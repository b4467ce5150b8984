import { expect, test } from '@playwright/test';

import { siteUrl } from '@/lib/site';

import { brokenReferences, createChecker, watchRequests } from '../support/references';

// About the files, not the viewport: one project is enough.
test.skip(({ isMobile }) => isMobile, 'the same files at every size');

test(
  'every link, image, video, font, stylesheet and script of every page answers 200',
  { tag: '@walk' },
  async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const check = createChecker(page.request);

    // The sitemap is the list of pages; its canonical origin is this server here.
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace(siteUrl, origin),
    );
    expect(pages.length).toBeGreaterThan(2);
    // Both languages' pages, each opened and its links followed.
    test.setTimeout(Math.max(120_000, pages.length * 5_000));

    const { offsite, failed } = watchRequests(page, origin);
    const broken: string[] = [];
    for (const pageUrl of pages) {
      const response = await page.goto(pageUrl, { waitUntil: 'networkidle' });
      expect(response?.status(), pageUrl).toBe(200);
      const refs = await brokenReferences(page, pageUrl, origin, check);
      expect(refs.assets, pageUrl).toBeGreaterThan(3);
      broken.push(...refs.broken);
    }

    expect(broken, 'references that do not answer 200 directly').toEqual([]);
    expect(failed, 'requests that failed while the pages loaded').toEqual([]);
    expect(offsite, 'requests that left the site').toEqual([]);
  },
);
