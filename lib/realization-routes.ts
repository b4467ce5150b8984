import type { Locale } from '@/content/locale';
import { getRealizations } from '@/content/realizations';
import type { Realization } from '@/content/types';

import { UNKNOWN_SERVICE_PARAM } from './routes';
import { slugify } from './slug';

/**
 * The realizations' addresses (docs/english.md): the index at /realizacje
 * (English /en/work), its further pages at /realizacje/strona/<n>
 * (/en/work/page/<n>), and each realization at /realizacje/<file name>
 * (/en/work/<English title by the slug rule>).
 */
export const realizationsPath = '/realizacje';
export const englishRealizationsPath = '/en/work';

/** How many realizations an index page lists. */
export const REALIZATIONS_PER_PAGE = 24;

/** The folder of the index's further pages, in each language. */
const pageFolder: Readonly<Record<Locale, string>> = { pl: 'strona', en: 'page' };

/** The English address's last part: the English title by the slug rule. */
export const englishRealizationSlug = (realization: Pick<Realization, 'title'>) =>
  slugify(realization.title);

/** The canonical path of a realization, in the language of the version given. */
export function realizationPath(realization: Pick<Realization, 'slug' | 'title' | 'locale'>) {
  return realization.locale === 'en'
    ? `${englishRealizationsPath}/${englishRealizationSlug(realization)}`
    : `${realizationsPath}/${realization.slug}`;
}

/** The map below, made once per list the registry reads (every page asks for it). */
const bySlugOf = new WeakMap<readonly Realization[], Map<string, Realization>>();

/**
 * The English realizations by their English address: the newer of two whose
 * titles give the same one keeps it (the other has no English page), and none
 * takes an address the routes keep (the 404 page, the index's page folder).
 */
export function englishRealizationsBySlug(): ReadonlyMap<string, Realization> {
  const english = getRealizations('en');
  const known = bySlugOf.get(english);
  if (known) return known;
  const bySlug = new Map<string, Realization>();
  bySlugOf.set(english, bySlug);
  for (const r of english) {
    const slug = englishRealizationSlug(r);
    if (slug && slug !== UNKNOWN_SERVICE_PARAM && slug !== pageFolder.en && !bySlug.has(slug)) {
      bySlug.set(slug, r);
    }
  }
  return bySlug;
}

/** The realizations a language publishes at their own address, newest first. */
export function publishedRealizations(locale: Locale): readonly Realization[] {
  return locale === 'en' ? [...englishRealizationsBySlug().values()] : getRealizations();
}

/** The route parameters of the realizations' pages, and their folder's 404 page. */
export function realizationRouteParams(locale: Locale): { slug: string }[] {
  const slugs =
    locale === 'en'
      ? [...englishRealizationsBySlug().keys()]
      : getRealizations().map((r) => r.slug);
  return [...slugs, UNKNOWN_SERVICE_PARAM].map((slug) => ({ slug }));
}

/**
 * How many index pages a language has: the Polish index is there even
 * before the first realization (the home page and the footer link it); the
 * English one only with a realization in English.
 */
export function indexPageCount(locale: Locale): number {
  const pages = Math.ceil(publishedRealizations(locale).length / REALIZATIONS_PER_PAGE);
  return locale === 'pl' ? Math.max(1, pages) : pages;
}

/** The address of an index page: the first is the index itself. */
export function realizationsIndexPath(locale: Locale, page = 1): string {
  const base = locale === 'en' ? englishRealizationsPath : realizationsPath;
  return page <= 1 ? base : `${base}/${pageFolder[locale]}/${page}`;
}

/** The route parameters of the index's further pages (2, 3…), and their folder's 404 page. */
export function indexPageParams(locale: Locale): { page: string }[] {
  const pages = Array.from({ length: Math.max(0, indexPageCount(locale) - 1) }, (_, i) =>
    String(i + 2),
  );
  return [...pages, UNKNOWN_SERVICE_PARAM].map((page) => ({ page }));
}

/** The number of the index page a route parameter names (2, 3…), or undefined. */
export function indexPageOf(locale: Locale, param: string): number | undefined {
  const page = /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
  return page >= 2 && page <= indexPageCount(locale) ? page : undefined;
}

/** The realizations an index page lists. */
export function realizationsOnPage(locale: Locale, page: number): readonly Realization[] {
  const start = (page - 1) * REALIZATIONS_PER_PAGE;
  return publishedRealizations(locale).slice(start, start + REALIZATIONS_PER_PAGE);
}

/** How many realizations a service page, and a realization's „more” block, show. */
export const LATEST_REALIZATIONS = 3;

/**
 * The latest realizations of any of `services` (a service page's own; a
 * realization's), newest first, leaving out `except` (the realization shown).
 */
export function latestRealizations(
  locale: Locale,
  services: readonly string[],
  except?: string,
): readonly Realization[] {
  return publishedRealizations(locale)
    .filter((r) => r.slug !== except && r.services.some((id) => services.includes(id)))
    .slice(0, LATEST_REALIZATIONS);
}

/**
 * The `count` items of `order` nearest to its item `from`, by place (the
 * nearer first; of two as near, the newer), among those `among` accepts.
 */
function nearest<T>(order: readonly T[], from: T, count: number, among: (item: T) => boolean): T[] {
  const at = order.indexOf(from);
  return order
    .map((item, i) => ({ item, distance: Math.abs(i - at) }))
    .filter(({ item, distance }) => distance > 0 && among(item))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ item }) => item);
}

/**
 * What a realization's page offers next: its neighbours in time among the
 * realizations of its services, then among all, newest first. Neighbours,
 * not the latest: a new realization changes the pages of the few beside it,
 * not of every realization of its service (the content gate opens only the
 * pages a publish changed, scripts/build/verify-content/checked-pages.mjs).
 */
export function moreRealizations(realization: Realization): readonly Realization[] {
  const all = publishedRealizations(realization.locale ?? 'pl');
  const shares = (r: Realization) => r.services.some((id) => realization.services.includes(id));
  const same = all.filter(shares);
  const chosen = new Set(nearest(same, realization, LATEST_REALIZATIONS, () => true));
  const others = nearest(all, realization, LATEST_REALIZATIONS - chosen.size, (r) => !shares(r));
  for (const r of others) chosen.add(r);
  return all.filter((r) => chosen.has(r));
}
