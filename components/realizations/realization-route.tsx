import type { Metadata } from 'next';

import { GenericNotFound } from '@/components/not-found/generic-not-found';
import type { Locale } from '@/content/locale';
import { getRealization } from '@/content/realizations';
import type { Realization } from '@/content/types';
import { fill, uiText } from '@/lib/i18n/ui';
import { workText } from '@/lib/i18n/work-ui';
import { realizationCover } from '@/lib/realization-media';
import {
  englishRealizationsBySlug,
  indexPageCount,
  indexPageOf,
  realizationPath,
  realizationsIndexPath,
} from '@/lib/realization-routes';
import { realizationSummary } from '@/lib/realization-text';
import { pageMetadata } from '@/lib/seo';

import { RealizationPage } from './realization-page';
import { RealizationsIndex } from './realizations-index';

// What the realizations' routes (app/(pl)/realizacje/…, app/en/work/…)
// render for a parameter, and what they tell search engines.

/** The realization a route parameter names in a language: by file name, in English by English title. */
function realizationOf(locale: Locale, slug: string): Realization | undefined {
  return locale === 'en' ? englishRealizationsBySlug().get(slug) : getRealization(slug);
}

/** The 404 page of the realizations' folders (/realizacje/404, /en/work/404), and any unknown one. */
function notFoundMetadata(locale: Locale): Metadata {
  return { title: uiText(locale).notFound.title, robots: { index: false, follow: true } };
}

export function realizationMetadata(locale: Locale, slug: string): Metadata {
  const realization = realizationOf(locale, slug);
  if (!realization) return notFoundMetadata(locale);
  return pageMetadata({
    title: realization.title,
    description: realizationSummary(realization),
    path: realizationPath(realization),
    image: realizationCover(realization),
    locale,
  });
}

export function RealizationRoute({ locale, slug }: { locale: Locale; slug: string }) {
  const realization = realizationOf(locale, slug);
  return realization ? (
    <RealizationPage realization={realization} />
  ) : (
    <GenericNotFound locale={locale} />
  );
}

/** The index's page a route parameter names: 1 for the index itself, else /strona/<n>. */
const pageOf = (locale: Locale, param?: string) =>
  param === undefined ? 1 : indexPageOf(locale, param);

export function indexMetadata(locale: Locale, param?: string): Metadata {
  const page = pageOf(locale, param);
  if (page === undefined) return notFoundMetadata(locale);
  const words = workText(locale);
  const count = indexPageCount(locale);
  return pageMetadata({
    title: page > 1 ? `${words.title} – ${fill(words.page, { n: page, count })}` : words.title,
    description: words.intro,
    path: realizationsIndexPath(locale, page),
    locale,
  });
}

export function IndexRoute({ locale, param }: { locale: Locale; param?: string }) {
  const page = pageOf(locale, param);
  return page === undefined ? (
    <GenericNotFound locale={locale} />
  ) : (
    <RealizationsIndex locale={locale} page={page} />
  );
}
