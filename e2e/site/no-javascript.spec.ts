import { expect, test } from '@playwright/test';

import { galleryItems } from '@/lib/media';
import { galleryHref } from '@/lib/media-rules';
import { serviceMenus } from '@/lib/navigation';
import { servicePath } from '@/lib/routes';

import {
  isUnknownService,
  notFoundPaths,
  pageSets,
  richest,
  sitePages,
  walkAt,
} from '../support/pages';

/**
 * What a visitor without JavaScript (or before it loads) sees is the server
 * HTML: it must be complete and visible on its own, with nothing left at
 * opacity 0 by an animation that would only be undone by a script.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The server HTML is the same at every size, but its layout is not: one page of
  // each kind at both sizes in `npm test`, every page at both in the walks.
  for (const { label, pages, tag } of pageSets([...sitePages, ...notFoundPaths])) {
    test(
      `${label} shows its headings, text, images and links`,
      { tag: [...tag, '@phone'] },
      async ({ page, isMobile }) => {
        test.setTimeout(Math.max(120_000, pages.length * 5_000));
        for (const path of walkAt(pages, isMobile)) {
          // The footer of an English page lists the English pages (docs/english.md).
          const serviceHrefs = serviceMenus(path.startsWith('/en') ? 'en' : 'pl').flatMap((m) =>
            m.links.map((l) => l.href),
          );
          // 'load' waits for every image; without scripts Chromium loads lazy images eagerly.
          await page.goto(path, { waitUntil: 'load' });
          const main = page.getByRole('main');
          await expect(main, path).not.toBeEmpty();
          if (!isUnknownService(path)) {
            await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          }
          const report = await page.evaluate(() => {
            /** The opacity the visitor gets: the product of the element's and its ancestors'. */
            const shownOpacity = (el: Element) => {
              let opacity = 1;
              for (let e: Element | null = el; e; e = e.parentElement)
                opacity *= Number(getComputedStyle(e).opacity);
              return opacity;
            };
            // Headings, text and reveal items at full strength; pictures at least half (the
            // client logos are dimmed to 0.75 by design; a reveal left waiting would be 0).
            const hidden = (el: Element) => {
              const s = getComputedStyle(el);
              const least = el.tagName === 'IMG' ? 0.5 : 1;
              return s.visibility !== 'visible' || s.display === 'none' || shownOpacity(el) < least;
            };
            const main = document.querySelector('main')!;
            const content = [...main.querySelectorAll('h1, h2, h3, p, li, [data-reveal]')];
            const images = [...document.querySelectorAll('img')];
            return {
              headings: main.querySelectorAll('h1, h2').length,
              hiddenContent: content
                .filter(hidden)
                .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`),
              images: images.length,
              hiddenImages: images.filter(hidden).map((img) => img.getAttribute('src')),
              brokenImages: images
                .filter((img) => !img.complete || img.naturalWidth === 0)
                .map((img) => img.getAttribute('src')),
              links: document.querySelectorAll('a[href]').length,
            };
          });
          expect(report.hiddenContent, `${path}: content hidden or faded`).toEqual([]);
          expect(report.hiddenImages, `${path}: images hidden or faded`).toEqual([]);
          expect(report.brokenImages, `${path}: images that did not load`).toEqual([]);
          // The logo, the client strip's logos and (on service pages) the pictures.
          expect(report.images, path).toBeGreaterThan(1);
          if (!isUnknownService(path)) expect(report.headings, path).toBeGreaterThan(0);
          // The footer's links to every service are plain links that need no script.
          const footerLinks = await page
            .getByRole('contentinfo')
            .getByRole('link')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
          expect(footerLinks, path).toEqual(expect.arrayContaining(serviceHrefs));
        }
      },
    );
  }

  test('a service gallery: every thumbnail shown and linked to its full file', async ({ page }) => {
    const items = galleryItems(richest);
    await page.goto(servicePath(richest));
    const thumbs = page.getByRole('region', { name: /galeria/ }).getByRole('link');
    await expect(thumbs).toHaveCount(items.length);
    for (const [i, item] of items.entries()) {
      const thumb = thumbs.nth(i);
      await thumb.scrollIntoViewIfNeeded();
      await expect(thumb).toBeInViewport();
      await expect(thumb).toHaveAttribute('href', galleryHref(item));
      await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      // The full file the thumbnail links to is served.
      expect((await page.request.get(galleryHref(item))).status()).toBe(200);
    }
  });

  test('the service menus open without a script', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/kontakt');
    const header = page.getByRole('banner');
    const [foto] = serviceMenus();
    let nav = header.getByRole('navigation', { name: 'Główna' });
    if (isMobile) {
      await header.getByText('Menu', { exact: true }).click();
      nav = header.getByRole('navigation', { name: 'Menu mobilne' });
    }
    const chip = nav.getByRole('link', { name: new RegExp(`^${foto!.links[0]!.label}`) });
    await expect(chip).toBeHidden();
    await nav.getByText(foto!.label, { exact: true }).click();
    await expect(chip).toBeVisible();
    await expect(chip).toHaveCSS('opacity', '1');
    await chip.click();
    await expect(page).toHaveURL(foto!.links[0]!.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
