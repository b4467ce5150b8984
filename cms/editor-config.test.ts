import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { LAUNCH_LIST } from '@/content/sample-values.mjs';
import { contentFiles } from '@/content/schema';

import { bucketSettings, uploadsMasters } from '../scripts/build/films/bucket-settings.mjs';
import {
  authSettings,
  characters,
  combinedPattern,
  editorConfig,
  filmUploadsApi,
  PHOTO_UPLOAD,
  type EditorField,
} from './editor-config';

const config = editorConfig({
  repo: 'studio/strona',
  branch: 'main',
  siteUrl: 'https://www.swiatlocien.pl',
});

type Collection = (typeof config.collections)[number];
const fieldsOf = (c: Collection): readonly EditorField[] =>
  'fields' in c ? c.fields : c.files.flatMap((f) => f.fields);

function* walk(fields: readonly EditorField[], where = ''): Generator<[string, EditorField]> {
  for (const field of fields) {
    const here = `${where}${field.name}`;
    yield [here, field];
    if (field.fields) yield* walk(field.fields, `${here}.`);
    if (field.field) yield* walk([field.field], `${here}[].`);
    for (const kind of field.types ?? []) yield* walk(kind.fields ?? [], `${here}<${kind.name}>.`);
  }
}
const everyField = config.collections.flatMap((c) => [...walk(fieldsOf(c))]);

describe('the editor configuration generated from the content schema', () => {
  it('has one collection or file for every data file kind of the schema', () => {
    const paths = config.collections.flatMap((c) =>
      // A file with English beside it is named with Sveltia's {{locale}}: home.json, home.en.json.
      'folder' in c ? [c.folder] : c.files.map((f) => f.file.replace('.{{locale}}', '')),
    );
    expect(paths.sort()).toEqual(contentFiles.map((f) => f.path).sort());
  });

  it('gives every field a Polish label and hint', () => {
    expect(everyField.length).toBeGreaterThan(50);
    for (const [where, field] of everyField) {
      expect(field.label, where).toMatch(/\S/);
      expect(field.hint, where).toMatch(/\S/);
    }
  });

  it('requires alt text for every photo', () => {
    const photos = everyField.filter(([, f]) =>
      f.fields?.some((sub) => sub.widget === 'image' && sub.name === 'src'),
    );
    expect(photos.length).toBeGreaterThan(3);
    for (const [where, photo] of photos) {
      const alt = photo.fields?.find((f) => f.name === 'alt');
      expect(alt, where).toBeDefined();
      // Required in Polish; in English too before the page is published (content/translation.ts).
      expect([undefined, ['pl']], where).toContainEqual(alt?.required);
      expect(alt?.pattern?.[0], where).toBeDefined();
      expect(new RegExp(alt?.pattern?.[0] ?? '').test('   '), where).toBe(false);
    }
  });

  it('carries the headline’s rules over: not blank, 10 to 80 characters', () => {
    const headline = everyField.find(([where]) => where === 'headline')?.[1];
    const rule = new RegExp(headline?.pattern?.[0] ?? '');
    expect(rule.test('Zdjęcia, które pracują na Twoją markę')).toBe(true);
    expect(rule.test('Za krótki')).toBe(false);
    expect(rule.test('x'.repeat(81))).toBe(false);
    expect(rule.test(' '.repeat(12))).toBe(false);
  });

  // Sveltia tests every field's pattern on its value, a media field's too
  // ('/media/photos/01.jpg'): the editor must accept every file as it is
  // now, or the studio could not save it.
  it('accepts every value of every current data file, as the editor checks it', () => {
    const root = path.resolve(__dirname, '..');
    let checked = 0;
    let media = 0;
    function check(fields: readonly EditorField[], data: Record<string, unknown>, where: string) {
      for (const field of fields) {
        const value = data[field.name];
        const here = `${where}.${field.name}`;
        if (value === undefined) {
          expect(field.required, `${here}: missing, but required`).toBe(false);
          continue;
        }
        if (field.widget === 'list' && Array.isArray(value)) {
          expect(value.length, here).toBeGreaterThanOrEqual(field.min ?? 0);
          expect(value.length, here).toBeLessThanOrEqual(field.max ?? Infinity);
          for (const [i, item] of value.entries()) {
            if (field.types) {
              // A list of several kinds: the item's `type` names its kind, which has its own fields.
              const data = item as Record<string, unknown>;
              const kind = field.types.find((t) => t.name === data[field.typeKey ?? 'type']);
              expect(kind, `${here}[${i}]: unknown kind ${String(data.type)}`).toBeDefined();
              check(kind?.fields ?? [], data, `${here}[${i}]`);
            } else if (field.fields)
              check(field.fields, item as Record<string, unknown>, `${here}[${i}]`);
            else if (field.field)
              check([field.field], { [field.field.name]: item }, `${here}[${i}]`);
          }
        } else if (field.fields) {
          check(field.fields, value as Record<string, unknown>, here);
        } else if (field.widget === 'select') {
          const values = field.options?.map((o) => (typeof o === 'string' ? o : o.value));
          // A select of several (a realization's services) holds a list of its values.
          const chosen = field.multiple && Array.isArray(value) ? value : [value];
          if (field.multiple) {
            expect(chosen.length, here).toBeGreaterThanOrEqual(field.min ?? 0);
            expect(chosen.length, here).toBeLessThanOrEqual(field.max ?? Infinity);
          }
          for (const one of chosen) expect(values, `${here}: ${String(one)}`).toContain(one);
        } else if (field.pattern) {
          const isMedia = field.widget === 'image' || field.widget === 'file';
          const tested = String(value);
          expect(new RegExp(field.pattern[0]).test(tested), `${here}: ${tested}`).toBe(true);
          checked += 1;
          if (isMedia) media += 1;
        }
      }
    }
    for (const collection of config.collections) {
      const files =
        'folder' in collection
          ? readdirSync(path.join(root, collection.folder))
              // The Polish files: the English ones hold only the translated fields (docs/english.md).
              .filter((f) => f.endsWith('.json') && !f.endsWith('.en.json'))
              .map((f) => ({ file: `${collection.folder}/${f}`, fields: collection.fields }))
          : collection.files;
      for (const { file, fields } of files) {
        const polish = file.replace('.{{locale}}', '');
        check(fields, JSON.parse(readFileSync(path.join(root, polish), 'utf8')), polish);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(media).toBeGreaterThan(100);
  });

  it('names a list’s add button by its item: „Dodaj zdjęcie”, „Dodaj punkt”', () => {
    const field = (where: string) => everyField.find(([w]) => w === where)?.[1];
    expect(field('photos')?.label_singular).toBe('zdjęcie');
    expect(field('sections.blocks')?.label_singular).toBe('blok');
    expect(field('sections.blocks<bullets>.items')?.label_singular).toBe('punkt');
    expect(field('sections.blocks<steps>.items')?.label_singular).toBe('krok');
  });

  it('puts the item in the accusative where „Dodaj” needs it: „Dodaj sekcję”, „Dodaj klienta”', () => {
    const singulars = (name: string) =>
      everyField.filter(([w]) => w === name || w.endsWith(`.${name}`)).map(([, f]) => f);
    expect(singulars('sections').map((f) => f.label_singular)).toContain('sekcję');
    expect(singulars('clients').map((f) => f.label_singular)).toEqual(['klienta']);
  });

  // Every list's button, as a Polish editor reads it: „Dodaj” + the item in the
  // accusative, in lower case. A new list shows up here and is read once.
  it('reads every add button as Polish: „Dodaj kartę”, „Dodaj klienta”, „Dodaj akapit wstępu”', () => {
    const buttons = new Set(
      everyField
        .filter(([, f]) => f.widget === 'list')
        .map(([, f]) => `Dodaj ${f.label_singular ?? f.label}`),
    );
    expect([...buttons].sort()).toEqual([
      'Dodaj akapit',
      'Dodaj akapit wstępu',
      'Dodaj blok',
      'Dodaj cel przetwarzania',
      'Dodaj fakt',
      'Dodaj film',
      'Dodaj kartę',
      'Dodaj klienta',
      'Dodaj krok',
      'Dodaj profil',
      'Dodaj punkt',
      'Dodaj sekcję',
      'Dodaj slajd',
      'Dodaj zdjęcie',
    ]);
  });

  it('tells the studio what to do when a text breaks a rule: a sentence, capital to full stop', () => {
    const messages = everyField.flatMap(([where, f]) => (f.pattern ? [[where, f.pattern[1]]] : []));
    expect(messages.length).toBeGreaterThan(50);
    for (const [where, message] of messages) expect(message, where).toMatch(/^\p{Lu}[^]*\.$/u);
  });

  it('writes every label, hint, message and choice with Polish quotes „…” and no em dash', () => {
    for (const [where, f] of everyField) {
      const choices = (f.options ?? []).map((o) => (typeof o === 'string' ? o : o.label));
      for (const text of [f.label, f.hint ?? '', f.pattern?.[1] ?? '', ...choices]) {
        expect(text, where).not.toMatch(/["“—]/);
        expect(text.match(/„/g)?.length ?? 0, where).toBe(text.match(/”/g)?.length ?? 0);
      }
    }
  });

  it('calls the launch list by its one name wherever a hint sends the studio to it', () => {
    const hints = everyField
      .map(([where, f]) => [where, (f.hint ?? '').replace(/\u00a0/g, ' ')] as const)
      .filter(([, hint]) => /do uzupełnienia|przed publikacją/i.test(hint));
    expect(hints.length).toBeGreaterThan(3);
    for (const [where, hint] of hints) {
      expect(hint, where).not.toMatch(/kontrol\p{L}* przed publikacją|lista rzeczy/iu);
      if (/na liście/.test(hint)) expect(hint, where).toContain(`„${LAUNCH_LIST}”`);
    }
  });

  it('offers a realization card and a realization every service page as a choice, by the name the menu gives it', () => {
    const card = everyField.find(([where]) => where === 'realizations.service')?.[1];
    const realization = everyField.find(([where]) => where === 'services')?.[1];
    expect(card?.widget).toBe('select');
    // A realization may show several services: one select of several, at least one.
    expect(realization).toMatchObject({ widget: 'select', multiple: true, min: 1 });
    expect(realization?.options).toEqual(card?.options);
    const service = card;
    const pages = contentFiles.flatMap((f) =>
      f.type === 'folder' && f.name.startsWith('services-')
        ? readdirSync(path.resolve(__dirname, '..', f.path)).filter(
            (name) => name.endsWith('.json') && !name.endsWith('.en.json'),
          )
        : [],
    );
    expect(service?.options?.map((o) => (typeof o === 'string' ? o : o.value)).sort()).toEqual(
      pages.map((name) => name.replace(/\.json$/, '')).sort(),
    );
    for (const option of service?.options ?? [])
      expect(option).toMatchObject({ label: /^\p{Lu}.*: \p{Lu}/u });
  });

  it('keeps a hint’s one-letter words with the next word, as the site does', () => {
    for (const [where, field] of everyField) {
      expect(field.hint ?? '', where).not.toMatch(/(?<![\p{L}\p{N}.\-–@/'’])[aiouwzAIOUWZ] /u);
    }
  });

  // A list with `types`: the studio adds a block of a chosen kind, removes it and drags
  // it to another place; the page shows the blocks in that order.
  it('lets the editor add, remove and reorder a section’s blocks of four kinds', () => {
    for (const where of ['sections.blocks']) {
      const blocks = everyField.filter(([w]) => w === where).map(([, f]) => f);
      expect(blocks.length).toBeGreaterThanOrEqual(2); // service folders and the privacy policy
      for (const field of blocks) {
        expect(field.widget).toBe('list');
        expect(field.typeKey).toBe('type');
        expect(field.min).toBe(1);
        expect(field.types?.map((t) => [t.name, t.label])).toEqual([
          ['lead', 'Akapit wyróżniony'],
          ['paragraph', 'Akapit'],
          ['bullets', 'Lista punktowana'],
          ['steps', 'Kroki'],
        ]);
        for (const kind of field.types ?? []) {
          expect(kind.widget).toBe('object');
          expect(kind.fields?.map((f) => f.name)).not.toContain('type');
          if (kind.fields?.[0]?.widget !== 'list')
            expect(kind.summary).toMatch(/\{\{fields\.text\}\}/);
        }
      }
    }
  });

  it('refuses a step without its number, in the editor as in the build', () => {
    const step = everyField.find(([w]) => w === 'sections.blocks<steps>.items')?.[1]?.field;
    const rule = new RegExp(step?.pattern?.[0] ?? '');
    expect(rule.test('1. Rozmowa – ustalamy cel.')).toBe(true);
    expect(rule.test('Rozmowa – ustalamy cel.')).toBe(false);
  });

  it('refuses a photo that is neither JPEG nor WebP, in the words of the hint', () => {
    const src = everyField.find(([where]) => where === 'photos.src')?.[1];
    const [pattern, message] = src?.pattern ?? ['', ''];
    expect(new RegExp(pattern).test('/media/photos/nowe-zdjecie.jpg')).toBe(true);
    // What the editor makes of a camera's photo on upload.
    expect(new RegExp(pattern).test('/media/photos/img-1234.webp')).toBe(true);
    expect(new RegExp(pattern).test('https://media.swiatlocien.pl/zdjecie.jpg')).toBe(true);
    expect(new RegExp(pattern).test('/media/photos/nowe-zdjecie.png')).toBe(false);
    // An upload not yet saved is checked by its file name.
    expect(new RegExp(pattern).test('nowe-zdjecie.jpg')).toBe(true);
    expect(new RegExp(pattern).test('nowe zdjecie.png')).toBe(false);
    expect(message).toMatch(/^Wybierz zdjęcie w formacie JPEG \(\.jpg\) albo WebP \(\.webp\)\. /);
  });

  it('combines an anchored pattern and a length into one expression', () => {
    const [pattern] = combinedPattern({ pattern: '^#[0-9a-f]{6}$', maxLength: 7 }) ?? [''];
    expect(new RegExp(pattern).test('#0e0d0c')).toBe(true);
    expect(new RegExp(pattern).test('x#0e0d0c')).toBe(false);
  });

  it('gives each folder its own address, and calls no text a „regulamin”', () => {
    const addresses: Record<string, string> = {
      'content/services/fotografia': 'fotografia',
      'content/services/film': 'film',
      'content/realizations': 'realizacje',
    };
    for (const collection of config.collections) {
      if (!('folder' in collection)) continue;
      const address = addresses[collection.folder];
      expect(collection.description).toContain(`/${address}/nazwa-pliku`);
      expect(collection.preview_path).toBe(`${address}/{{slug}}`);
      for (const other of Object.values(addresses).filter((a) => a !== address))
        expect(collection.description).not.toContain(`/${other}/`);
    }
    expect(JSON.stringify(config)).not.toMatch(/regulamin/i);
  });

  it('saves drafts first: a save is a branch and a pull request, „Opublikuj” merges it', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('saves uploads in public/media/photos, where the build makes their variants', () => {
    expect(config.media_folder).toBe('public/media/photos');
    expect(config.public_folder).toBe('/media/photos');
  });

  it('makes a camera photo at most 3000 px on its long edge before it is committed', () => {
    expect(config.media_libraries.default.config.transformations.raster_image).toEqual(
      PHOTO_UPLOAD,
    );
    expect(PHOTO_UPLOAD).toMatchObject({ width: 3000, height: 3000 });
    // The studio's own photos only: no stock photo sites in the media dialog.
    expect(config.media_libraries.stock_assets).toBe(false);
  });

  it('names each collection once in the editor’s „Dodaj wpis lub pliki” menu', () => {
    const names = config.collections.map((c) => c.label_singular);
    expect(names).toEqual(['Usługa fotograficzna', 'Usługa filmowa', 'Realizacja', 'Strona']);
    // „Edytor: nowy wpis „slubna” (Usługa fotograficzna)”, not „… w Usługa”.
    expect(config.backend.commit_messages.create).toBe(
      'Edytor: nowy wpis „{{slug}}” ({{collection}})',
    );
  });

  it('gives a film’s master the film widget, which uploads to the films’ bucket, once the build names the bucket', () => {
    const settings = bucketSettings({
      FILMS_BUCKET: 'swiatlocien-filmy',
      FILMS_S3_ENDPOINT: 'https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com/',
      AWS_SECRET_ACCESS_KEY: 'tajny',
    });
    expect(uploadsMasters(settings)).toBe(true);
    const withBucket = editorConfig({
      repo: 'studio/strona',
      branch: 'main',
      siteUrl: 'https://www.swiatlocien.pl',
      authUrl: 'https://www.swiatlocien.pl/oauth/',
      filmUploads: filmUploadsApi('https://www.swiatlocien.pl/oauth/'),
    });
    const fields = withBucket.collections.flatMap((c) => [...walk(fieldsOf(c))]);
    const widgets = fields.filter(([, f]) => f.widget === 'film-master');
    // A film of a service (photo or film) and of a realization.
    expect(widgets.map(([where]) => where)).toEqual(['videos.src', 'videos.src', 'videos.src']);
    for (const [, field] of widgets) {
      // The service's upload API on the editor's own origin; no key, no bucket, no library.
      expect(field).toMatchObject({ label: 'Plik filmu', films_api: '/oauth/films' });
      expect(field.hint).toContain('z\u00a0telefonu albo komputera');
      expect(field).not.toHaveProperty('media_libraries');
      expect(field).not.toHaveProperty('choose_url');
    }
    expect(JSON.stringify(withBucket)).not.toMatch(/tajny|access_key|aws_s3|cloudflare_r2/);
    // Photos, posters and the home page's clips keep the repository's library.
    const posters = fields.filter(([where]) => /poster|photos\.src|\.video\.src/.test(where));
    expect(posters.length).toBeGreaterThan(0);
    for (const [, field] of posters) expect(field.widget).toMatch(/^(image|file)$/);
    // Without the bucket (a local build, `npm run cms`) the field is the repository's file field.
    expect(uploadsMasters(bucketSettings({}))).toBe(false);
    expect(everyField.filter(([, f]) => f.widget === 'film-master')).toEqual([]);
    const local = everyField.filter(([where]) => where === 'videos.src');
    expect(local.length).toBe(3);
    for (const [, field] of local)
      expect(field).toMatchObject({ widget: 'file', choose_url: true });
    expect(filmUploadsApi(undefined)).toBe('/oauth/films');
    expect(filmUploadsApi('http://127.0.0.1:5106/oauth')).toBe('/oauth/films');
  });

  it('lists services by their name in the menu, then the headline; realizations newest first', () => {
    for (const collection of config.collections) {
      if (!('folder' in collection)) continue;
      if (collection.name === 'realizations') {
        expect(collection.summary).toBe('{{title}} ({{date}})');
        expect(collection.sortable_fields.default).toEqual({
          field: 'date',
          direction: 'descending',
        });
      } else expect(collection.summary).toBe('{{menu.label}} – {{headline}}');
    }
  });
});

describe('the length hints agree with the number, as Polish does', () => {
  it.each([
    [1, '1 znak'],
    [2, '2 znaki'],
    [4, '4 znaki'],
    [5, '5 znaków'],
    [12, '12 znaków'],
    [22, '22 znaki'],
    [160, '160 znaków'],
  ])('%i → %s', (n, text) => expect(characters(n)).toBe(text));
});

describe('signing in through the studio’s own service (worker/sign-in/)', () => {
  it('gives the editor the service’s origin, which it checks the popup’s messages against, and its /auth', () => {
    expect(authSettings('https://www.swiatlocien.pl/oauth')).toEqual({
      base_url: 'https://www.swiatlocien.pl',
      auth_endpoint: 'oauth/auth',
    });
    expect(authSettings('http://127.0.0.1:5510/')).toEqual({
      base_url: 'http://127.0.0.1:5510',
      auth_endpoint: 'auth',
    });
  });

  it('writes the service and the API root into the GitHub backend', () => {
    const signed = editorConfig({
      repo: 'studio/strona',
      branch: 'main',
      authUrl: 'https://www.swiatlocien.pl/oauth',
      apiRoot: 'http://127.0.0.1:5511',
      siteUrl: 'https://www.swiatlocien.pl',
    });
    expect(signed.backend).toMatchObject({
      name: 'github',
      repo: 'studio/strona',
      base_url: 'https://www.swiatlocien.pl',
      auth_endpoint: 'oauth/auth',
      api_root: 'http://127.0.0.1:5511',
    });
    expect(config.backend).not.toHaveProperty('base_url');
  });
});
