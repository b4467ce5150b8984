import { z } from 'zod';

import { contentFiles, type FileFolder, type SingleFile } from '@/content/schema';
import { typeset } from '@/lib/typography';

/**
 * The collections of the editor at /admin (Sveltia CMS, which reads Decap's
 * configuration format), generated from the content schema: every field's
 * Polish label and hint come from the schema's
 * `.meta({ title, description, widget })`, and every rule the editor can check
 * (required, text length, pattern, number of list items, whole numbers) is
 * carried over, so the editor refuses what the build would refuse.
 * Written to public/admin/config.yml by cms/write-admin.mjs.
 */

/** The parts of a JSON Schema (as z.toJSONSchema writes it) that the editor uses. */
interface JsonSchema {
  readonly type?: string;
  readonly widget?: string;
  readonly title?: string;
  /** A list item's title as the object of „Dodaj” (content/schema/fields.ts). */
  readonly accusative?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  /** A list item of several kinds (a zod discriminated union): one object per kind. */
  readonly oneOf?: readonly JsonSchema[];
  /** The kind's name in its discriminator property (`type`). */
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  /** A media file's name rule, for an upload not yet saved (content/schema/fields.ts). */
  readonly fileName?: string;
  /** A media field's kind of file, in the studio's words (content/schema/fields.ts, mediaPath). */
  readonly fileHint?: string;
  /** A media field whose files live elsewhere than the repository ('film-masters'). */
  readonly library?: string;
}

export interface EditorField {
  readonly name: string;
  readonly label: string;
  /** Every field's Polish hint; a kind of list item has none of its own. */
  readonly hint?: string;
  readonly widget: string;
  readonly required?: false;
  readonly pattern?: readonly [string, string];
  readonly fields?: readonly EditorField[];
  readonly field?: EditorField;
  /** A list of several kinds of item (variable types): the kinds, by `typeKey`. */
  readonly types?: readonly EditorField[];
  readonly typeKey?: string;
  readonly min?: number;
  readonly max?: number;
  readonly value_type?: 'int';
  readonly options?: readonly string[];
  readonly summary?: string;
  readonly label_singular?: string;
  readonly collapsed?: boolean;
  readonly choose_url?: boolean;
  /** Which files the picker offers (the HTML accept attribute). */
  readonly accept?: string;
  /** The field's own media libraries, in place of the site's (a film's master: the bucket). */
  readonly media_libraries?: MediaLibraries;
}

/** Sveltia's `media_libraries`: per library its options, `false` to turn one off. */
export type MediaLibraries = Readonly<Record<string, Readonly<Record<string, unknown>> | false>>;

/**
 * Where media fields outside the repository keep their files, by the
 * schema's `library` (content/schema/fields.ts): for 'film-masters' the
 * bucket's library (scripts/build/films/bucket-settings.mjs, mastersLibrary).
 */
export type FieldLibraries = Readonly<Record<string, MediaLibraries>>;

/** „1 znak”, „2 znaki”, „5 znaków”, „22 znaki”: the noun agrees with the number. */
export function characters(n: number): string {
  if (n === 1) return '1 znak';
  const tens = n % 100;
  const few = n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14);
  return `${n} ${few ? 'znaki' : 'znaków'}`;
}

/**
 * One regular expression for every text rule of a field (the editor takes one):
 * each rule is a lookahead from the start. An unanchored rule such as \S
 * may match anywhere; an anchored one (^…$) only from the start, which the
 * lazy prefix allows.
 */
export function combinedPattern(schema: JsonSchema): readonly [string, string] | undefined {
  const checks: string[] = [];
  const messages: string[] = [];
  const { minLength: min, maxLength: max, pattern } = schema;
  if (pattern === '\\S') {
    checks.push('(?=[\\s\\S]*?\\S)');
    messages.push('pole nie może być puste');
  } else if (pattern) {
    checks.push(`(?=[\\s\\S]*?(?:${pattern}))`);
    messages.push('zapisz w formacie ze wskazówki pod polem');
  }
  if (min !== undefined || max !== undefined) {
    checks.push(`(?=[\\s\\S]{${min ?? 0},${max ?? ''}}$)`);
    messages.push(
      min !== undefined && max !== undefined
        ? `od ${min} do ${max} znaków`
        : min !== undefined
          ? `co najmniej ${characters(min)}`
          : `najwyżej ${characters(max ?? 0)}`,
    );
  }
  if (checks.length === 0) return undefined;
  // The editor shows „Pole „<label>” nie pasuje do formatu: <message>.” (cms/admin/polish.js).
  return [`^${checks.join('')}`, messages.join('; ')];
}

/** A list item's one-line summary in the editor: the first text field of the item. */
function itemSummary(item: JsonSchema): string | undefined {
  const props = item.properties ?? {};
  for (const key of ['title', 'label', 'alt', 'name', 'purpose', 'question']) {
    if (props[key]?.type === 'string') return `{{fields.${key}}}`;
  }
  return undefined;
}

function objectFields(
  schema: JsonSchema,
  where: string,
  libraries: FieldLibraries,
  skip?: string,
): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== skip)
    .map(([name, prop]) =>
      editorField(name, prop, required.has(name), `${where}.${name}`, libraries),
    );
}

/** The discriminator of a list of several kinds: the property every kind fixes to a constant. */
const TYPE_KEY = 'type';

/**
 * The kinds of a list of several kinds (`types`): one object field per
 * kind, named by its `type` constant, without the `type` field itself (the editor
 * writes it into every item, under `typeKey`).
 */
function variantTypes(
  variants: readonly JsonSchema[],
  where: string,
  libraries: FieldLibraries,
): EditorField[] {
  return variants.map((variant, i) => {
    const kind = variant.properties?.[TYPE_KEY]?.const;
    if (typeof kind !== 'string') {
      throw new Error(`${where}<${i}>: a kind of list item without a constant '${TYPE_KEY}'`);
    }
    if (!variant.title || !variant.description) {
      throw new Error(
        `${where}<${kind}>: the schema gives no Polish title and description (.meta)`,
      );
    }
    const fields = objectFields(variant, `${where}<${kind}>`, libraries, TYPE_KEY);
    // The collapsed item's line: its kind, then its text (a list has no one-line text).
    const first = fields[0]?.widget === 'list' ? undefined : fields[0]?.name;
    // A kind has no hint of its own in Sveltia: its fields carry theirs.
    return {
      name: kind,
      label: variant.title,
      widget: 'object',
      fields,
      ...(first ? { summary: `${variant.title}: {{fields.${first}}}` } : {}),
    };
  });
}

/** The editor's field of one property of the schema. */
export function editorField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  where = name,
  libraries: FieldLibraries = {},
): EditorField {
  if (!schema.title || !schema.description) {
    throw new Error(`${where}: the schema gives no Polish title and description (.meta)`);
  }
  const base = {
    name,
    label: schema.title,
    // Typeset as the site's text is: a hint wraps, and no „w” may end its line.
    hint: typeset(schema.description),
    ...(required ? {} : { required: false as const }),
  };
  const pattern = schema.type === 'string' ? combinedPattern(schema) : undefined;
  const withPattern = pattern ? { pattern } : {};
  switch (schema.type) {
    case 'object':
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: objectFields(schema, where, libraries),
      };
    case 'array': {
      const item = schema.items;
      if (!item) throw new Error(`${where}: a list without an item schema`);
      // The editor's add button reads „Dodaj {label_singular}”: the item in the
      // accusative where it differs („Dodaj sekcję”, „Dodaj kartę”), in lower
      // case within the sentence („Dodaj zdjęcie”, not „Dodaj Zdjęcie”).
      const title = item.accusative ?? item.title;
      const singular = title && title.charAt(0).toLocaleLowerCase('pl') + title.slice(1);
      const list = {
        ...base,
        ...(singular ? { label_singular: singular } : {}),
        // `min` would hold an optional list left empty too; an empty optional
        // list is left out of the file (output.omit_empty_optional_fields).
        ...(schema.minItems !== undefined && required ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        widget: 'list',
        // Open, so every field is in sight and found by its label.
        collapsed: false,
      };
      if (item.oneOf) {
        return {
          ...list,
          typeKey: TYPE_KEY,
          types: variantTypes(item.oneOf, `${where}[]`, libraries),
        };
      }
      if (item.type === 'object') {
        const summary = itemSummary(item);
        return {
          ...list,
          ...(summary ? { summary } : {}),
          fields: objectFields(item, `${where}[]`, libraries),
        };
      }
      return { ...list, field: editorField(name, item, true, `${where}[]`, libraries) };
    }
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        ...(schema.type === 'integer' ? { value_type: 'int' as const } : {}),
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'string':
      if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) };
      if (schema.widget === 'image' || schema.widget === 'file') {
        // A media file: the library (uploads land in public/media/photos), or
        // a full https:// address typed in. Sveltia tests a media field's
        // pattern on its value ('/media/photos/01.jpg', an address), but on
        // the file's name while an upload is not yet saved: either passes.
        const fileRule: EditorField['pattern'] =
          schema.fileName && schema.pattern
            ? [
                `(?:${schema.fileName})|(?:${schema.pattern})`,
                schema.fileHint ?? 'zapisz w formacie ze wskazówki pod polem',
              ]
            : undefined;
        // A film's master goes to the bucket, never into Git: the field's
        // only library is the bucket's, when the build is given one.
        const own = schema.library ? libraries[schema.library] : undefined;
        return {
          ...base,
          ...(fileRule ? { pattern: fileRule } : {}),
          widget: schema.widget,
          choose_url: true,
          ...(own ? { accept: 'video/mp4', media_libraries: own } : {}),
        };
      }
      return { ...base, ...withPattern, widget: schema.widget === 'text' ? 'text' : 'string' };
    default:
      throw new Error(`${where}: no editor widget for JSON Schema type ${String(schema.type)}`);
  }
}

/** The JSON Schema of one data file kind, with the editor's metadata. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema) as JsonSchema;
}

function fileCollection(files: readonly SingleFile[], libraries: FieldLibraries) {
  return {
    name: 'strony',
    label: 'Strony i ustawienia',
    label_singular: 'Strona',
    description: typeset(
      'Treści wspólne dla całej strony: dane studia, strona główna, klienci, polityka prywatności i warunki usług.',
    ),
    files: files.map((f) => ({
      name: f.name,
      label: f.label,
      file: f.path,
      format: 'json',
      fields: objectFields(jsonSchemaOf(f.schema), f.name, libraries),
    })),
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

function folderCollection(folder: FileFolder, libraries: FieldLibraries) {
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
    identifier_field: 'headline',
    // The studio looks for a service by the name it has in the menu.
    summary: '{{menu.label}} – {{headline}}',
    sortable_fields: {
      fields: ['menu.label', 'menu.order', 'headline'],
      default: { field: 'menu.order' },
    },
    fields: objectFields(schema, folder.name, libraries),
  };
}

export interface EditorOptions {
  /** The GitHub repository the studio edits, 'owner/name'. */
  readonly repo: string;
  readonly branch: string;
  /**
   * The sign-in service (cms/oauth/), e.g. 'https://www.swiatlocien.pl/oauth':
   * the editor opens its /auth in a popup, and takes the token only from its origin.
   */
  readonly authUrl?: string;
  /** The Git host's API (GitHub's by default; a local stand-in in the tests). */
  readonly apiRoot?: string;
  /** The live site, for the editor's „view site” link. */
  readonly siteUrl: string;
  /**
   * The films' masters' library (the bucket, `media_libraries` of
   * mastersLibrary in scripts/build/films/bucket-settings.mjs); unset: the
   * master field keeps the repository's library.
   */
  readonly filmMasters?: MediaLibraries;
}

/** The backend's base_url (an origin: it checks the popup's messages against it) and auth_endpoint. */
export function authSettings(authUrl: string) {
  const url = new URL(authUrl);
  const endpoint = `${url.pathname.replace(/\/+$/, '')}/auth`.replace(/^\/+/, '');
  return { base_url: url.origin, auth_endpoint: endpoint };
}

/**
 * Photos straight from a camera or a phone (12–50 MP, 5–25 MB) are made at
 * most 3000 px on the long edge before they are committed: WebP at quality
 * 85, under 2 MB for a 6000x4000 camera JPEG (docs/cms.md). The build makes
 * the site's AVIF and WebP sizes from it (scripts/build/images/).
 */
export const PHOTO_UPLOAD = { format: 'webp', quality: 85, width: 3000, height: 3000 } as const;

/**
 * A master field's libraries: the bucket alone (the repository's library off,
 * so a master never lands in Git; no stock photos), file names made safe for an address
 * („Film ślubny.MP4” becomes film-slubny.mp4).
 */
export function filmMastersLibraries(bucket: MediaLibraries): MediaLibraries {
  return { default: false, stock_assets: false, ...bucket, all: { slugify_filename: true } };
}

/** The editor's whole configuration: backend, media and the collections of every data file. */
export function editorConfig(options: EditorOptions) {
  const singles = contentFiles.filter((f): f is SingleFile => f.type === 'file');
  const folders = contentFiles.filter((f): f is FileFolder => f.type === 'folder');
  const libraries: FieldLibraries = options.filmMasters
    ? { 'film-masters': filmMastersLibraries(options.filmMasters) }
    : {};
  return {
    app_title: 'Edytor treści | Światłocień',
    logo: { src: '/icon.svg' },
    backend: {
      name: 'github',
      repo: options.repo,
      branch: options.branch,
      ...(options.authUrl ? authSettings(options.authUrl) : {}),
      ...(options.apiRoot ? { api_root: options.apiRoot } : {}),
      // {{collection}} is the collection's label_singular, „Usługa filmowa”
      // or „Strona”: a name in brackets, as no preposition takes it uninflected.
      commit_messages: {
        create: 'Edytor: nowy wpis „{{slug}}” ({{collection}})',
        update: 'Edytor: zmiana „{{slug}}” ({{collection}})',
        delete: 'Edytor: usunięcie „{{slug}}” ({{collection}})',
        uploadMedia: 'Edytor: nowy plik {{path}}',
        deleteMedia: 'Edytor: usunięcie pliku {{path}}',
      },
    },
    // A save makes a draft: a branch and a pull request on the Git host;
    // „Opublikuj” merges it, and only then does the site change.
    publish_mode: 'editorial_workflow',
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: 'public/media/photos',
    public_folder: '/media/photos',
    media_libraries: {
      default: {
        config: {
          // „IMG 1234.JPG” becomes img-1234.webp: file names the site's rules accept.
          slugify_filename: true,
          transformations: { raster_image: PHOTO_UPLOAD },
        },
      },
      // No stock photo sites (Unsplash, Pexels…): the studio shows its own work,
      // and the editor asks no third party but GitHub.
      stock_assets: false,
    },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      ...folders.map((folder) => folderCollection(folder, libraries)),
      fileCollection(singles, libraries),
    ],
  };
}
