/**
 * THE schema of the site's content: one zod schema per kind of data file, and
 * the table of which files and folders each one validates. The loader
 * (content/load.ts) validates every file against it when the data is read, the
 * TypeScript types are inferred from it, and the editor at /admin is generated
 * from it (z.toJSONSchema keeps each field's Polish title, description and
 * widget; see ./fields.ts for the widget names).
 */
import type { z } from 'zod';

import { serviceKinds } from '../kinds';
import { clientsSchema } from './pages/clients';
import { homeSchema } from './pages/home';
import { privacySchema } from './pages/privacy';
import { siteSchema } from './pages/site';
import { studioSchema } from './pages/studio';
import { termsSchema } from './pages/terms';
import { realizationSchema } from './realization';
import { serviceSchema } from './service';

export { blockSchema, sectionSchema } from './blocks';
export { type FieldMeta } from './fields';
export { ambientVideoSchema, photoSchema, videoSchema } from './media';
export { clientsSchema, type ClientsData } from './pages/clients';
export { homeSchema, type HomeData } from './pages/home';
export { privacySchema, type PrivacyData } from './pages/privacy';
export { siteSchema, type SiteData } from './pages/site';
export { studioSchema, type StudioData } from './pages/studio';
export { termsSchema, type TermsData } from './pages/terms';
export { realizationSchema, type RealizationData } from './realization';
export { serviceSchema, type ServiceData } from './service';

/** A data file of its own (content/<file>). */
export interface SingleFile {
  readonly type: 'file';
  readonly name: 'site' | 'studio' | 'home' | 'clients' | 'privacy' | 'terms';
  /** Relative to the repository's root. */
  readonly path: string;
  /** The editor's Polish name for it. */
  readonly label: string;
  readonly schema: z.ZodType;
}

/**
 * A folder of files of one schema, one file per entry whose name is its
 * address: content/services/<prefix>/<id>.json, content/realizations/<slug>.json.
 */
export interface FileFolder {
  readonly type: 'folder';
  readonly name: 'services-foto' | 'services-film' | 'realizations';
  /** Relative to the repository's root. */
  readonly path: string;
  readonly extension: 'json';
  readonly label: string;
  readonly schema: typeof serviceSchema | typeof realizationSchema;
}

const file = (name: SingleFile['name'], label: string, schema: z.ZodType): SingleFile => ({
  type: 'file',
  name,
  path: `content/${name}.json`,
  label,
  schema,
});

/** Every data file and folder of the site, and the schema that validates it. */
export const contentFiles: readonly (SingleFile | FileFolder)[] = [
  file('site', 'Ustawienia witryny', siteSchema),
  file('studio', 'Studio', studioSchema),
  file('home', 'Strona główna', homeSchema),
  file('clients', 'Klienci', clientsSchema),
  file('privacy', 'Polityka prywatności', privacySchema),
  file('terms', 'Warunki usług', termsSchema),
  ...serviceKinds.map(({ kind, prefix, noun }): FileFolder => ({
    type: 'folder',
    name: `services-${kind}`,
    path: `content/services/${prefix}`,
    extension: 'json',
    label: `Usługi: ${noun}`,
    schema: serviceSchema,
  })),
  {
    type: 'folder',
    name: 'realizations',
    path: 'content/realizations',
    extension: 'json',
    label: 'Realizacje',
    schema: realizationSchema,
  },
];
