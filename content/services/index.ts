import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { serviceKinds, type ServiceKind } from '../kinds';
import { contentDir, ContentError, dataFilesIn, readDataFile } from '../load';
import { serviceSchema } from '../schema';
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

/** The id of a service (its file name). */
export type ServiceId = string;

/**
 * Every service of the studio, in menu order. Routes, menus, the footer, the
 * sitemap and the tests are all derived from this list.
 */
export const getServices: () => readonly Service[] = cache(() => loadServices());

const byId = cache(
  (): ReadonlyMap<string, Service> => new Map(getServices().map((s) => [s.id, s])),
);

/** The one lookup: the service with this id, or undefined for an unknown id. */
export function getService(id: string): Service | undefined {
  return byId().get(id);
}

export function servicesOfKind(kind: ServiceKind): readonly Service[] {
  return getServices().filter((s) => s.kind === kind);
}
