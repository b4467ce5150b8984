import { expect, test, type Locator, type Page } from '@playwright/test';

import { getServices } from '@/content/services';
import type { Service } from '@/content/types';
import { heroMedia } from '@/lib/media';
import { servicePath } from '@/lib/routes';

import { pageTypes } from '../support/pages';

/**
 * What a visitor sees of a service page before scrolling (issue #52). On a
 * phone the work comes first: the service's photograph or film fills at
 * least a fifth of the first screen, clear of the bar, and the whole headline
 * follows it within that screen. From 1024 px the two stand side by side, as
 * before, both in the first screen. Every service page of both languages,
 * from the registry; the hero is found by its alt text or its film's label.
 */

/** At least this share of the first screen shows the work before any scroll. */
const WORK_SHARE = 1 / 5;

const services = [...getServices('pl'), ...getServices('en')];

/** The title block's hero: the photo by its alt text, the film by its label. */
function heroOf(page: Page, service: Service): Locator {
  const media = heroMedia(service);
  const titleBlock = page.getByRole('main').locator('header').first();
  return media.type === 'video'
    ? titleBlock.getByLabel(media.label, { exact: true })
    : titleBlock.getByRole('img', { name: media.alt, exact: true });
}

async function firstScreen(page: Page, service: Service) {
  await page.goto(servicePath(service));
  const { height } = page.viewportSize()!;
  const bar = (await page.getByRole('banner').boundingBox())!;
  const hero = (await heroOf(page, service).boundingBox())!;
  const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  // What of the work shows between the bottom of the fixed bar and the bottom of the screen.
  const shown = Math.min(hero.y + hero.height, height) - Math.max(hero.y, bar.y + bar.height);
  return { height, hero, h1, shown };
}

const checks = [
  {
    label: 'one service page of each kind',
    paths: pageTypes,
    tag: [] as string[],
  },
  { label: 'every service page', paths: services.map(servicePath), tag: ['@walk'] },
];

for (const { label, paths, tag } of checks) {
  const pages = services.filter((s) => paths.includes(servicePath(s)));
  test(
    `${label}: the work fills a fifth of the first screen, the headline whole beside or below it`,
    { tag: ['@phone', ...tag] },
    async ({ page }) => {
      expect(pages.length).toBeGreaterThan(0);
      for (const service of pages) {
        const path = servicePath(service);
        const { height, hero, h1, shown } = await firstScreen(page, service);
        expect(shown, `${path}: px of the work in the first screen`).toBeGreaterThanOrEqual(
          WORK_SHARE * height,
        );
        expect(
          h1.y + h1.height,
          `${path}: the headline ends in the first screen`,
        ).toBeLessThanOrEqual(height);
        const beside = h1.x + h1.width <= hero.x;
        const below = h1.y >= hero.y + hero.height;
        if ((page.viewportSize()?.width ?? 0) >= 1024) {
          expect(beside, `${path}: the work beside the text`).toBe(true);
        } else {
          // The work first, the headline under it: nothing of either covered.
          expect(below, `${path}: the headline under the work`).toBe(true);
        }
      }
    },
  );
}
