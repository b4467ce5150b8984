import type { Locale } from '@/content/locale';
import { getStudio } from '@/content/studio';
import type { Realization } from '@/content/types';

import { fill } from './i18n/ui';
import { workText } from './i18n/work-ui';
import type { PhotoItem } from './media';
import { realizationFilms, realizationPhotos } from './realization-media';
import { indexPageCount, realizationPath, realizationsIndexPath } from './realization-routes';
import { realizationServices, realizationSummary } from './realization-text';
import { servicePath } from './routes';
import { serviceName } from './service-name';
import { absoluteUrl } from './site';
import { breadcrumbList, studioId } from './structured-data';
import { videoObject } from './video-structured-data';

const localeOf = (r: Realization): Locale => r.locale ?? 'pl';

/** schema.org ImageObject of a photo the page shows, credited to the studio. */
function imageObject(photo: PhotoItem, locale: Locale) {
  const studio = getStudio(locale);
  return {
    '@type': 'ImageObject',
    contentUrl: absoluteUrl(photo.url),
    ...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {}),
    description: photo.alt,
    creator: { '@type': 'Organization', '@id': studioId(), name: studio.name },
    creditText: studio.name,
    copyrightNotice: `© ${studio.name}`,
  };
}

/**
 * schema.org CreativeWork for a realization page: the job, its date and
 * place, the services it shows (each with its page), every photo as an
 * ImageObject and every film as a VideoObject, made by the studio.
 */
export function realizationData(realization: Realization) {
  const locale = localeOf(realization);
  const studio = getStudio(locale);
  const url = absoluteUrl(realizationPath(realization));
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#work`,
    name: realization.title,
    description: realizationSummary(realization),
    url,
    inLanguage: locale,
    dateCreated: realization.date,
    ...(realization.place
      ? { locationCreated: { '@type': 'Place', name: realization.place } }
      : {}),
    creator: { '@type': 'LocalBusiness', '@id': studioId(), name: studio.name },
    about: realizationServices(realization).map((s) => ({
      '@type': 'Service',
      name: serviceName(s),
      url: absoluteUrl(servicePath(s)),
    })),
    image: realizationPhotos(realization).map((p) => imageObject(p, locale)),
    video: realizationFilms(realization).map((film) => {
      const { '@context': _, ...video } = videoObject(film, locale);
      void _;
      return video;
    }),
  };
}

/** Home › Realizacje › the realization. */
export function realizationBreadcrumbs(realization: Realization) {
  const locale = localeOf(realization);
  return breadcrumbList(locale, [
    { name: workText(locale).title, path: realizationsIndexPath(locale) },
    { name: realization.title, path: realizationPath(realization) },
  ]);
}

/** Home › Realizacje (› Strona 2 z 5). */
export function indexBreadcrumbs(locale: Locale, page: number) {
  const words = workText(locale);
  const count = indexPageCount(locale);
  return breadcrumbList(locale, [
    { name: words.title, path: realizationsIndexPath(locale) },
    ...(page > 1
      ? [
          {
            name: fill(words.pageHeading, { n: page, count }),
            path: realizationsIndexPath(locale, page),
          },
        ]
      : []),
  ]);
}

/** schema.org CollectionPage for an index page, listing the realizations it shows. */
export function indexPageData(locale: Locale, path: string, shown: readonly Realization[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: workText(locale).title,
    url: absoluteUrl(path),
    inLanguage: locale,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: shown.map((r, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: r.title,
        url: absoluteUrl(realizationPath(r)),
      })),
    },
  };
}
