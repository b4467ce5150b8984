import { type FileFolder, type SingleFile } from '@/content/schema';
import { typeset } from '@/lib/typography';

import { jsonSchemaOf, type FieldLibraries } from './field-types';
import { objectFields } from './fields';
import { hasTranslatable, withLanguages } from './i18n';

// The editor's collections (cms/editor-config.ts puts them in its config):
// one folder collection per kind of service and one of realizations, whose
// file names are the pages' addresses, and one of single files for the rest
// of the site.

/** The site's own data files (studio, home page, clients, privacy, terms): one collection. */
export function fileCollection(files: readonly SingleFile[], libraries: FieldLibraries) {
  return {
    name: 'strony',
    label: 'Strony i ustawienia',
    label_singular: 'Strona',
    description: typeset(
      'Treści wspólne dla całej strony: dane studia, strona główna, klienci, polityka prywatności i warunki usług.',
    ),
    i18n: true,
    files: files.map((f) => {
      const fields = withLanguages(objectFields(jsonSchemaOf(f.schema), f.name, libraries));
      const translated = hasTranslatable(fields);
      return {
        name: f.name,
        label: f.label,
        // content/home.json, and its English beside it: content/home.en.json.
        file: translated ? f.path.replace(/\.json$/, '.{{locale}}.json') : f.path,
        format: 'json',
        i18n: translated,
        fields,
      };
    }),
  };
}

/**
 * Each folder's own settings. `singular`: its entry in the editor's „Dodaj
 * wpis lub pliki” menu, in the title of a new entry („Nowy wpis: Usługa
 * filmowa”) and in commit messages, one name each, so the menu does not offer
 * „Usługa” twice. `address`: the pages' folder on the site (a film page is
 * /film/…, a realization /realizacje/…). The rest: what the studio finds an
 * entry by in the list, and its order there.
 */
const FOLDERS: Readonly<
  Record<
    FileFolder['name'],
    {
      readonly singular: string;
      readonly address: string;
      readonly identifier: string;
      readonly summary: string;
      readonly sort: { readonly fields: readonly string[]; readonly default: object };
    }
  >
> = {
  'services-foto': {
    singular: 'Usługa fotograficzna',
    address: 'fotografia',
    identifier: 'headline',
    // The studio looks for a service by the name it has in the menu.
    summary: '{{menu.label}} – {{headline}}',
    sort: { fields: ['menu.label', 'menu.order', 'headline'], default: { field: 'menu.order' } },
  },
  'services-film': {
    singular: 'Usługa filmowa',
    address: 'film',
    identifier: 'headline',
    summary: '{{menu.label}} – {{headline}}',
    sort: { fields: ['menu.label', 'menu.order', 'headline'], default: { field: 'menu.order' } },
  },
  realizations: {
    singular: 'Realizacja',
    address: 'realizacje',
    identifier: 'title',
    // Newest first, as on the site; the date beside the title tells two weddings apart.
    summary: '{{title}} ({{date}})',
    sort: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
  },
};

export function folderCollection(folder: FileFolder, libraries: FieldLibraries) {
  const schema = jsonSchemaOf(folder.schema);
  const own = FOLDERS[folder.name];
  return {
    name: folder.name,
    label: folder.label,
    label_singular: own.singular,
    description: typeset(
      `${schema.description ?? ''} Adres strony: /${own.address}/nazwa-pliku.`.trim(),
    ),
    folder: folder.path,
    extension: folder.extension,
    format: 'json',
    // The file name is the page's address: /<address>/<file name>, made from the title.
    create: true,
    slug: '{{slug}}',
    // The page's address on the site and on a draft's preview („Zobacz podgląd”).
    preview_path: `${own.address}/{{slug}}`,
    identifier_field: own.identifier,
    summary: own.summary,
    sortable_fields: own.sort,
    // slubna.json in Polish, slubna.en.json in English (cms/editor/i18n.ts).
    i18n: true,
    fields: withLanguages(objectFields(schema, folder.name, libraries)),
  };
}
