import { type FileFolder, type SingleFile } from '@/content/schema';
import { typeset } from '@/lib/typography';

import { jsonSchemaOf, type FieldLibraries } from './field-types';
import { objectFields } from './fields';
import { hasTranslatable, withLanguages } from './i18n';

// The editor's collections (cms/editor-config.ts puts them in its config):
// one folder collection per kind of service, whose file names are the pages'
// addresses, and one of single files for the rest of the site.

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
 * A service folder's entry in the editor's „Dodaj wpis lub pliki” menu, in the
 * title of a new entry („Nowy wpis: Usługa filmowa”) and in commit messages:
 * one name each, so the menu does not offer „Usługa” twice.
 */
const SERVICE_SINGULAR: Readonly<Record<FileFolder['name'], string>> = {
  'services-foto': 'Usługa fotograficzna',
  'services-film': 'Usługa filmowa',
};

export function folderCollection(folder: FileFolder, libraries: FieldLibraries) {
  const schema = jsonSchemaOf(folder.schema);
  // Each folder names its own address: a film page is /film/…, never /fotografia/….
  const prefix = folder.path.split('/').pop() ?? folder.path;
  return {
    name: folder.name,
    label: folder.label,
    label_singular: SERVICE_SINGULAR[folder.name],
    description: typeset(
      `${schema.description ?? ''} Adres strony: /${prefix}/nazwa-pliku.`.trim(),
    ),
    folder: folder.path,
    extension: folder.extension,
    format: 'json',
    // The file name is the service's address: /<folder>/<file name>.
    create: true,
    slug: '{{slug}}',
    // The page's address on the site and on a draft's preview („Zobacz podgląd”).
    preview_path: `${prefix}/{{slug}}`,
    identifier_field: 'headline',
    // The studio looks for a service by the name it has in the menu.
    summary: '{{menu.label}} – {{headline}}',
    sortable_fields: {
      fields: ['menu.label', 'menu.order', 'headline'],
      default: { field: 'menu.order' },
    },
    // slubna.json in Polish, slubna.en.json in English (cms/editor/i18n.ts).
    i18n: true,
    fields: withLanguages(objectFields(schema, folder.name, libraries)),
  };
}
