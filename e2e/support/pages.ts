import { expect, type Frame, type Page } from '@playwright/test';

import { serviceKinds } from '@/content/kinds';
import { getServices } from '@/content/services';
import { pathIn } from '@/lib/i18n/pages';
import { galleryItems } from '@/lib/media';
import { realizationGallery } from '@/lib/realization-media';
import {
  publishedRealizations,
  realizationPath,
  realizationsIndexPath,
} from '@/lib/realization-routes';
import { contactPath, privacyPath, servicePath } from '@/lib/routes';
import { canonicalPaths } from '@/lib/structured-data';

const services = getServices();

/** The canonical pages (the sitemap's), derived from the registry: home, contact, privacy, services. */
export const sitePages: readonly string[] = canonicalPaths();

/** The service with the fullest gallery (8 items), most photos first among equals. */
export const richest = [...services].sort(
  (a, b) =>
    galleryItems(b).length - galleryItems(a).length ||
    (b.photos?.length ?? 0) - (a.photos?.length ?? 0),
)[0]!;

/**
 * Paths the host answers with a 404 page: an unknown address (the Polish „Nie
 * znaleziono strony”) and an unknown id under each service prefix („Ładowanie treści...”).
 */
export const notFoundPaths: readonly string[] = [
  '/nie-ma-takiej-strony',
  ...serviceKinds.map((k) => `/${k.prefix}/nieznana-usluga`),
];

/** The realization with the most photos and films (its viewer holds all of them), if any. */
const fullestRealization = [...publishedRealizations('pl')].sort(
  (a, b) => realizationGallery(b).length - realizationGallery(a).length,
)[0];

/**
 * One page of each kind the site renders: home, contact, the privacy policy, a
 * photo service with the fullest gallery, a film service whose hero is a video,
 * a service with no media of its own (the fallback photo), the realizations'
 * index and the fullest realization, and both kinds of 404. `npm test` checks
 * these; the walks (tag @walk, `npm run test:all`) visit every page.
 */
export const pageTypes: readonly string[] = [
  '/',
  contactPath,
  privacyPath,
  servicePath(richest),
  servicePath(services.find((s) => s.kind === 'film' && (s.videos?.length ?? 0) > 0)!),
  servicePath(services.find((s) => !s.photos?.length && !s.videos?.length)!),
  realizationsIndexPath('pl'),
  ...(fullestRealization ? [realizationPath(fullestRealization)] : []),
  ...notFoundPaths.slice(0, 2),
];

/**
 * A check over pages, twice: on one page of each kind in `npm test`, and on
 * every page as a walk of `npm run test:all`. Spread over a loop of tests:
 *   for (const { label, pages, tag } of pageSets(sitePages)) test(`${label}: …`, { tag }, …)
 */
export const pageSets = (every: readonly string[]) => [
  {
    label: 'one page of each kind',
    pages: pageTypes.filter((p) => every.includes(p)),
    tag: [] as string[],
  },
  { label: 'every page', pages: every, tag: ['@walk'] },
];

/**
 * A walk's pages at the size it runs at. On a phone: the Polish pages and one
 * English page of each kind. The English pages share every template and every
 * layout rule with the Polish ones, only their words differ, and the desktop
 * walk opens each of them; opening all of them again at 390 px would double
 * the slowest walks (axe, font swap, no JavaScript) for nothing a visitor sees.
 */
export function walkAt(pages: readonly string[], isMobile: boolean): readonly string[] {
  if (!isMobile) return pages;
  const englishKinds = new Set(pageTypes.map((p) => pathIn('en', p)));
  return pages.filter((p) => !p.startsWith('/en') || englishKinds.has(p));
}

/** Unknown-service pages show only the loading text, so no h1. */
export const isUnknownService = (path: string) =>
  serviceKinds.some((k) => path === `/${k.prefix}/nieznana-usluga`);

/**
 * Brings every scroll-reveal item into view and waits until it is fully shown
 * and no longer moving, then returns to the top: nothing is caught mid-fade.
 */
export async function settleReveals(page: Page) {
  for (const item of await page.locator('[data-reveal]').all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toHaveCSS('opacity', '1');
    await expect(item).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Hydration is done once the menu toggles are buttons (before it they are
 * <summary> elements, see components/nav/disclosure.tsx). The desktop one is
 * hidden on phones, hence includeHidden.
 */
export async function waitForHydration(page: Page | Frame) {
  await expect(
    page
      .getByRole('banner')
      // 'Photography' on the English pages.
      .getByRole('button', { name: /^(Fotografia|Photography)$/, includeHidden: true })
      .first(),
  ).toHaveAttribute('aria-expanded', 'false', { timeout: 15_000 });
}
