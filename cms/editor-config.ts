import { contentFiles, type FileFolder, type SingleFile } from '@/content/schema';
import { FILM_WIDGET, FILMS_API } from '@/lib/film-uploads';
import { PREVIEW_CONTEXT } from '@/lib/status-contexts';

import { fileCollection, folderCollection } from './editor/collections';
import { type FieldLibraries } from './editor/field-types';
import { EDITOR_I18N } from './editor/i18n';

export { jsonSchemaOf, type EditorField, type FieldLibraries } from './editor/field-types';
export { editorField } from './editor/fields';
export { characters, combinedPattern } from './editor/text-pattern';

/**
 * The editor at /admin (Sveltia CMS, which reads Decap's configuration
 * format): its collections, one for every data file kind of the content
 * schema (cms/editor/collections.ts), with fields made by
 * cms/editor/fields.ts, and its backend and media settings. Written to
 * public/admin/config.yml by scripts/build/write-admin.mjs.
 */

export interface EditorOptions {
  /** The GitHub repository the studio edits, 'owner/name'. */
  readonly repo: string;
  readonly branch: string;
  /**
   * The sign-in on the Worker (worker/sign-in/), e.g. 'https://www.swiatlocien.pl/oauth':
   * the editor opens its /auth in a popup, and takes the token only from its origin.
   */
  readonly authUrl?: string;
  /** The Git host's API (GitHub's by default; a local stand-in in the tests). */
  readonly apiRoot?: string;
  /** The live site, for the editor's „view site” link. */
  readonly siteUrl: string;
  /**
   * The film widget's upload API (the sign-in service's /films, e.g.
   * '/oauth/films'), when the build is given the films' bucket
   * (uploadsMasters in scripts/build/films/bucket-settings.mjs); unset: the
   * master field keeps the repository's library.
   */
  readonly filmUploads?: string;
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
 * The commit status the preview workflow posts for a draft, with the draft's
 * preview address (docs/publishing.md): the editor shows it as „Zobacz podgląd”.
 */
export { PREVIEW_CONTEXT } from '@/lib/status-contexts';

/**
 * The film widget's API, the site's Worker: a path on the editor's own origin
 * (the Worker answers /oauth/), so /admin's policy allows it as 'self'.
 * '/oauth/films' when the build names no sign-in address.
 */
export function filmUploadsApi(authUrl: string | undefined): string {
  if (!authUrl) return FILMS_API;
  return `${new URL(authUrl).pathname.replace(/\/+$/, '')}/films`;
}

/** The editor's whole configuration: backend, media and the collections of every data file. */
export function editorConfig(options: EditorOptions) {
  const singles = contentFiles.filter((f): f is SingleFile => f.type === 'file');
  const folders = contentFiles.filter((f): f is FileFolder => f.type === 'folder');
  const libraries: FieldLibraries = options.filmUploads
    ? { 'film-masters': { widget: FILM_WIDGET, films_api: options.filmUploads } }
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
      // The commit status of a draft's preview (.github/workflows/preview.yml):
      // the editor shows its link beside the draft.
      preview_context: PREVIEW_CONTEXT,
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
    // Polish and English (cms/editor/i18n.ts, docs/english.md).
    i18n: EDITOR_I18N,
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      ...folders.map((folder) => folderCollection(folder, libraries)),
      fileCollection(singles, libraries),
    ],
  };
}
