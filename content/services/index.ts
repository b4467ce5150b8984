import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { kindInfo, serviceKinds, type ServiceKind } from '../kinds';
import { contentDir, ContentError, dataFilesIn, readDataFile } from '../load';
import type { Locale } from '../locale';
import { serviceSchema } from '../schema';
import { siteTranslation } from '../site';
import { studioTranslation } from '../studio';
import { termsTranslation } from '../terms';
import { readTranslation, type Translation } from '../translation';
import type { Service } from '../types';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every service file under `dir` (content/services/<prefix>/<id>.json), in
 * menu order: by kind, then menu.order, then id. The file name is the id, the
 * folder the kind; a new service is one new file.
 */
export function loadServices(dir = path.join(contentDir(), 'services')): Service[] {
  const loaded = serviceKinds.flatMap(({ kind, prefix }) =>
    dataFilesIn(path.join(dir, prefix)).map((file) => {
      const id = path.basename(file, '.json');
      if (!ID.test(id)) {
        throw new ContentError(
          `Błędy w treści:\n${file}: nazwa pliku jest adresem strony: tylko małe litery bez polskich znaków, cyfry i łączniki (np. slubna.json)`,
        );
      }
      return { id, kind, ...readDataFile(file, serviceSchema) } satisfies Service;
    }),
  );
  const seen = new Map<string, ServiceKind>();
  for (const s of loaded) {
    if (seen.has(s.id)) {
      throw new ContentError(
        `Błędy w treści:\nusługa ${s.id} jest w dwóch folderach: nazwa pliku musi być inna w fotografia/ i film/`,
      );
    }
    seen.set(s.id, s.kind);
  }
  const kindOrder = (kind: ServiceKind) => serviceKinds.findIndex((k) => k.kind === kind);
  return loaded.sort(
    (a, b) =>
      kindOrder(a.kind) - kindOrder(b.kind) ||
      a.menu.order - b.menu.order ||
      a.id.localeCompare(b.id),
  );
}

const kindPrefix = (kind: ServiceKind) => kindInfo(kind).prefix;

/** The id of a service (its file name). */
export type ServiceId = string;

/**
 * Every service of the studio, in menu order. Routes, menus, the footer, the
 * sitemap and the tests are all derived from this list.
 */
const polishServices = cache(() => loadServices());

/** Each service's English version: the merged data when complete, else why not. */
export const englishTranslations = cache(
  (): readonly { readonly service: Service; readonly translation: Translation<Service> }[] =>
    polishServices().map((service) => {
      const file = path.join(
        contentDir(),
        'services',
        kindPrefix(service.kind),
        `${service.id}.json`,
      );
      const translation = readTranslation(file, serviceSchema);
      return {
        service,
        translation: {
          ...translation,
          data: translation.data && {
            ...translation.data,
            id: service.id,
            kind: service.kind,
            locale: 'en' as const,
          },
        },
      };
    }),
);

/** The English services published: complete, with the shell and the shared terms complete too. */
const englishServices = cache((): readonly Service[] =>
  [siteTranslation(), studioTranslation(), termsTranslation()].some((t) => !t.data)
    ? []
    : englishTranslations().flatMap(({ translation }) =>
        translation.data ? [translation.data] : [],
      ),
);

/**
 * Every service of the studio, in menu order; in English, the services whose
 * English is complete. Routes, menus, the footer, the sitemap and the tests
 * are all derived from this list.
 */
export function getServices(locale: Locale = 'pl'): readonly Service[] {
  return locale === 'en' ? englishServices() : polishServices();
}

const byId = cache(
  (locale: Locale): ReadonlyMap<string, Service> =>
    new Map(getServices(locale).map((s) => [s.id, s])),
);

/** The one lookup: the service with this id, or undefined for an unknown id. */
export function getService(id: string, locale: Locale = 'pl'): Service | undefined {
  return byId(locale).get(id);
}

export function servicesOfKind(kind: ServiceKind, locale: Locale = 'pl'): readonly Service[] {
  return getServices(locale).filter((s) => s.kind === kind);
}
