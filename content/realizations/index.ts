import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { memoByFiles } from '../files-memo';
import { contentDir, ContentError, dataFilesIn, displayPath, readDataFile } from '../load';
import type { Locale } from '../locale';
import { realizationSchema } from '../schema';
import { getService } from '../services';
import { siteTranslation } from '../site';
import { studioTranslation } from '../studio';
import { readTranslation, type Translation } from '../translation';
import type { Realization } from '../types';

/** A file name is an address: lower-case ASCII words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Addresses the routes keep for themselves: the folder's 404 page. */
const RESERVED = new Set(['404']);

const realizationsDir = () => path.join(contentDir(), 'realizations');

/** Newest first; one day's realizations by address, so the order never depends on the disk. */
export const newestFirst = (a: Realization, b: Realization) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/**
 * Every realization under `dir` (content/realizations/<slug>.json), newest
 * first. The file name is the address; each service it names must be a
 * service file, or the content check names the file and the field.
 */
export function loadRealizations(dir = realizationsDir()): Realization[] {
  const problems: string[] = [];
  const loaded = dataFilesIn(dir).flatMap((file) => {
    const slug = path.basename(file, '.json');
    if (!SLUG.test(slug) || RESERVED.has(slug)) {
      problems.push(
        `${displayPath(file)}: nazwa pliku jest adresem strony: tylko małe litery bez polskich znaków, cyfry i łączniki (np. slub-w-tyncu.json)`,
      );
      return [];
    }
    const data = readDataFile(file, realizationSchema);
    data.services.forEach((id, i) => {
      if (!getService(id)) {
        problems.push(
          `${displayPath(file)}: services[${i}]: nie ma usługi ${id} (pliku ${id}.json w content/services/)`,
        );
      }
    });
    return [{ ...data, slug } satisfies Realization];
  });
  if (problems.length > 0) throw new ContentError(`Błędy w treści:\n${problems.join('\n')}`);
  return loaded.sort(newestFirst);
}

/**
 * What the registry reads: the realizations, the services they name, and
 * the shell whose English decides theirs. Read again only when one changes
 * (content/files-memo.ts), and within a page's render not even looked at.
 */
const readFiles = () => [
  realizationsDir(),
  path.join(contentDir(), 'services', 'fotografia'),
  path.join(contentDir(), 'services', 'film'),
  ...['site', 'studio'].flatMap((name) => [
    path.join(contentDir(), `${name}.json`),
    path.join(contentDir(), `${name}.en.json`),
  ]),
];

const polishRealizations = cache(memoByFiles(readFiles, () => loadRealizations()));

/** Each realization's English version: the merged data when complete, else why not. */
export const englishRealizationTranslations = cache(
  memoByFiles(
    readFiles,
    (): readonly {
      readonly realization: Realization;
      readonly translation: Translation<Realization>;
    }[] =>
      polishRealizations().map((realization) => {
        const file = path.join(realizationsDir(), `${realization.slug}.json`);
        // Its services must have their English pages: the page names and links them.
        const translation = readTranslation(file, realizationSchema, (data) =>
          data.services.flatMap((id) =>
            getService(id, 'en')
              ? []
              : [`services: usługa ${id} nie ma jeszcze strony po angielsku`],
          ),
        );
        return {
          realization,
          translation: {
            ...translation,
            data: translation.data && {
              ...translation.data,
              slug: realization.slug,
              locale: 'en' as const,
            },
          },
        };
      }),
  ),
);

/** The English realizations published: complete, with the shell complete too. */
const englishRealizations = cache(
  memoByFiles(readFiles, (): readonly Realization[] =>
    [siteTranslation(), studioTranslation()].some((t) => !t.data)
      ? []
      : englishRealizationTranslations().flatMap(({ translation }) =>
          translation.data ? [translation.data] : [],
        ),
  ),
);

/**
 * Every realization, newest first; in English, those whose English is
 * complete. The index pages, the service pages' latest realizations, the
 * sitemap and the tests are derived from this list.
 */
export function getRealizations(locale: Locale = 'pl'): readonly Realization[] {
  return locale === 'en' ? englishRealizations() : polishRealizations();
}

const maps = new WeakMap<readonly Realization[], ReadonlyMap<string, Realization>>();
/** The realizations of a language by file name, made once per list read. */
function bySlug(locale: Locale): ReadonlyMap<string, Realization> {
  const list = getRealizations(locale);
  let map = maps.get(list);
  if (!map) {
    map = new Map(list.map((r) => [r.slug, r]));
    maps.set(list, map);
  }
  return map;
}

/** The realization whose file is `<slug>.json`, in a language; undefined when it has none. */
export function getRealization(slug: string, locale: Locale = 'pl'): Realization | undefined {
  return bySlug(locale).get(slug);
}

/** A service's realizations, newest first. */
export function realizationsOfService(
  serviceId: string,
  locale: Locale = 'pl',
): readonly Realization[] {
  return getRealizations(locale).filter((r) => r.services.includes(serviceId));
}
