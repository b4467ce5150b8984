import './polish-errors';

import { z } from 'zod';

/**
 * The building blocks of every data file's schema. Each field carries its
 * editor metadata (zod's .meta, which z.toJSONSchema copies into the JSON
 * Schema): `title` is the Polish label the studio sees in the editor,
 * `description` the Polish hint under it, and `widget` the kind of input:
 *
 * - 'string' one line, 'text' a paragraph, 'number', 'select' (an enum),
 *   'list' and 'object';
 * - 'image' a picture file (public/media/…), 'file' a video file;
 * - 'photo' and 'video': a photo or video entry, the objects below
 *   ({ src, alt } and { src, alt }, a service's film also an optional poster);
 *
 * and `library` names where a media field's files live when not in the
 * repository ('film-masters': the films' bucket, cms/editor-config.ts).
 */
export interface FieldMeta {
  readonly title: string;
  readonly description: string;
  readonly widget?: string;
  /**
   * A list item's title as the object of „Dodaj”, where it differs from the
   * title: „Dodaj sekcję”, not „Dodaj sekcja” (cms/editor-config.ts).
   */
  readonly accusative?: string;
}

/** Text that is not blank (a space alone is no text). */
const NOT_BLANK = /\S/;

interface StringOptions {
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  readonly message?: string;
}

/**
 * Unicode's bidirectional controls (embeddings, overrides, isolates): invisible,
 * they reorder the text around them, so a name or a sentence can show other
 * words than it holds ("Trojan Source", CVE-2021-42574). Polish text never
 * needs them; a paste from elsewhere may carry one.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** The refusal of a bidi control, in the studio's words, with the code point. */
export function bidiControlMessage(value: string): string | undefined {
  const found = BIDI_CONTROL.exec(value)?.[0];
  if (found === undefined) return undefined;
  const code = found.codePointAt(0)?.toString(16).toUpperCase() ?? '';
  return `niewidoczny znak zmiany kierunku tekstu (U+${code}) – usuń go (często przychodzi z wklejonym tekstem)`;
}

function string(widget: string, meta: FieldMeta, options: StringOptions = {}) {
  let schema = z.string().regex(options.pattern ?? NOT_BLANK, {
    error: options.message ?? 'nie może być puste',
  });
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  return schema
    .superRefine((value, ctx) => {
      const message = bidiControlMessage(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ widget, ...meta });
}

/** One line of copy: a label, a title, a headline. */
export const line = (meta: FieldMeta, options?: StringOptions) => string('string', meta, options);

/** A paragraph of copy. */
export const text = (meta: FieldMeta, options?: StringOptions) => string('text', meta, options);

/** A list with its own label and hint; `min`/`max` bound the number of items. */
export function list<T extends z.ZodType>(
  item: T,
  meta: FieldMeta,
  bounds: { min?: number; max?: number } = {},
) {
  let schema = z.array(item);
  if (bounds.min !== undefined) schema = schema.min(bounds.min);
  if (bounds.max !== undefined) schema = schema.max(bounds.max);
  return schema.meta({ widget: 'list', ...meta });
}

/** A group of fields; unknown keys (a misspelt field name) are an error. */
export function group<S extends z.core.$ZodLooseShape>(shape: S, meta: FieldMeta) {
  return z.strictObject(shape).meta({ widget: 'object', ...meta });
}

/**
 * The kinds of media file, by extension: what the build's pipeline handles.
 * Photos and posters are JPEGs, because scripts/build/images/build-variants.mjs
 * makes AVIF/WebP variants of JPEGs only; a PNG or WebP would be served at
 * full size. Uploads are lower-cased by the editor.
 */
const MEDIA_TYPES = {
  photo: {
    extensions: 'jpg|jpeg|webp',
    file: 'zdjęcia JPEG albo WebP',
    hint: 'zdjęcie w formacie JPEG (.jpg) albo WebP (.webp)',
  },
  video: { extensions: 'mp4', file: 'filmu MP4', hint: 'film w formacie MP4 (.mp4)' },
  logo: { extensions: 'svg|png', file: 'logo SVG albo PNG', hint: 'logo w formacie SVG albo PNG' },
} as const;
type MediaType = keyof typeof MEDIA_TYPES;

/**
 * A local file under public/ ('/media/…') of the given kind, or an absolute
 * http(s) URL (a file host, an image CDN), used as it is. `fileName` and
 * `fileHint` are the editor's rule for an upload not yet saved, which the
 * editor checks by its file name alone (cms/editor-config.ts).
 */
function mediaPath(widget: 'image' | 'file', type: MediaType, meta: FieldMeta) {
  const { extensions, file, hint } = MEDIA_TYPES[type];
  const pattern = new RegExp(String.raw`^(?:\/(?!\/)\S+\.(?:${extensions})|https?:\/\/\S+)$`);
  const message = `oczekiwano pliku ${file} z public/ ('/media/….${extensions.split('|')[0]}') albo adresu http(s)`;
  return string(widget, meta, { pattern, message }).meta({
    fileName: String.raw`^[^\s/]+\.(?:${extensions})$`,
    fileHint: hint,
  });
}

/** A logo file without alt text of its own (the name beside it describes it). */
export const logoFile = (meta: FieldMeta) => mediaPath('image', 'logo', meta);

/**
 * A photo: its file and its alt text, which is required. Width and height are
 * not data: they come from the image variants manifest (local JPEGs) or the
 * file itself (SVG logos).
 */
export const photoSchema = z
  .strictObject({
    src: mediaPath('image', 'photo', {
      title: 'Plik zdjęcia',
      description:
        'Zdjęcie prosto z aparatu albo telefonu (przycisk „Przeglądaj”; edytor sam je zmniejszy przed zapisaniem) albo pełny adres https://…',
    }),
    alt: line({
      title: 'Tekst alternatywny',
      description:
        'Co widać na zdjęciu, jednym zdaniem – dla osób niewidomych i wyszukiwarek. Wymagany.',
    }),
  })
  .meta({
    widget: 'photo',
    title: 'Zdjęcie',
    description: 'Plik zdjęcia i jego opis (tekst alternatywny).',
  });

const videoShape = {
  src: mediaPath('file', 'video', {
    title: 'Plik filmu',
    description: 'Film MP4 (H.264) z biblioteki plików albo pełny adres https://…',
  }),
  alt: line({
    title: 'Opis filmu',
    description: 'Co widać w filmie, jednym zdaniem – dla osób niewidomych. Wymagany.',
  }),
};

const videoMeta = {
  widget: 'video',
  title: 'Film',
  description: 'Plik filmu i jego opis; krótką pętlę i kadr startowy strona robi sama.',
} as const;

/** A date written YYYY-MM-DD, as schema.org and the video sitemap take it. */
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * A film of a service page. `src` is the master (any length and size; the
 * build makes its adaptive ladder, poster and loop: scripts/build/films/); a
 * poster of its own is optional. Title, description
 * and upload date are what search engines show (VideoObject, video sitemap);
 * the duration is not data: the pipeline reads it from the master.
 */
export const videoSchema = z
  .strictObject({
    ...videoShape,
    // The master, of any length and size: in the editor it goes to the films'
    // bucket when the build names one (cms/editor-config.ts, `library`).
    src: videoShape.src.meta({
      library: 'film-masters',
      title: 'Plik filmu',
      description:
        'Pełna wersja filmu w MP4 (H.264), dowolnej długości: „Zastąp” albo „Przeglądaj”, potem „Prześlij” i plik z komputera, albo pełny adres https://… Wersje do odtwarzania strona przygotuje sama.',
      // The hint beside the film widget, where the build uploads masters to the bucket.
      libraryDescription:
        'Pełna wersja filmu w MP4 (H.264), dowolnej długości i wielkości, z telefonu albo komputera. Wersje do odtwarzania strona przygotuje sama.',
    }),
    poster: mediaPath('image', 'photo', {
      title: 'Kadr startowy',
      description:
        'Zdjęcie widoczne, zanim film się wczyta. Bez niego: pierwsze zdjęcie strony albo klatka z filmu.',
    }).optional(),
    title: line(
      {
        title: 'Tytuł filmu',
        description:
          'Krótki tytuł filmu, np. „Relacja z gali jubileuszowej” – pokazują go wyszukiwarki.',
      },
      { max: 100 },
    ),
    description: text(
      {
        title: 'Opis filmu dla wyszukiwarek',
        description:
          'Jedno lub dwa zdania o tym, co pokazuje film – tekst pod filmem w wynikach wyszukiwania.',
      },
      { max: 300 },
    ),
    uploadDate: line(
      {
        title: 'Data publikacji filmu',
        description:
          'Dzień, w którym film pojawił się na stronie, zapisany RRRR-MM-DD, np. 2026-11-24.',
      },
      { pattern: ISO_DATE, message: 'oczekiwano daty w postaci RRRR-MM-DD, np. 2026-11-24' },
    ),
  })
  .meta(videoMeta);

/**
 * A video that plays on its own (home hero, realization card): the master and
 * its description; the films pipeline makes the muted loop and the poster.
 */
export const ambientVideoSchema = z.strictObject(videoShape).meta(videoMeta);

/** The kinds of block a section holds, in the editor's words (label, hint). */
const blockKinds = {
  lead: {
    title: 'Wstęp',
    description: 'Krótkie wprowadzenie, większym drukiem; zwykle pierwszy blok sekcji.',
  },
  paragraph: { title: 'Akapit', description: 'Jeden akapit tekstu.' },
  bullets: {
    title: 'Lista punktowana',
    description:
      'Punkty listy. Stawiaj listę tuż pod tytułem lub zdaniem, które ją zapowiada: lista ciągnie je dalej.',
  },
  steps: {
    title: 'Kroki',
    description: 'Kolejne etapy, każdy zapisany „1. Nazwa kroku – opis.”.',
  },
} as const satisfies Record<string, FieldMeta>;

const textBlock = (type: 'lead' | 'paragraph') =>
  z
    .strictObject({
      type: z.literal(type),
      text: text({ title: 'Tekst', description: blockKinds[type].description }),
    })
    .meta({ widget: 'object', ...blockKinds[type] });

/** A step is written with its number, '1. …', as the page shows it. */
const NUMBERED_STEP = /^\d+[.)]\s\S/;

/**
 * One block of a section: a lead, a paragraph, a bullet list or numbered
 * steps. The page shows a section's blocks in the order of its data, so a
 * list stands right under the title or sentence that governs it (CONTENT.md).
 */
export const blockSchema = z
  .discriminatedUnion('type', [
    textBlock('lead'),
    textBlock('paragraph'),
    z
      .strictObject({
        type: z.literal('bullets'),
        items: list(
          text({
            title: 'Punkt',
            description:
              'Jeden punkt listy. Punkty-zdania kończ kropką, punkty-wyrażenia bez niej.',
          }),
          { title: 'Punkty', description: blockKinds.bullets.description },
          { min: 1 },
        ),
      })
      .meta({ widget: 'object', ...blockKinds.bullets }),
    z
      .strictObject({
        type: z.literal('steps'),
        items: list(
          text(
            { title: 'Krok', description: 'Krok zapisany z numerem: „1. Nazwa kroku – opis.”.' },
            { pattern: NUMBERED_STEP, message: 'oczekiwano kroku z numerem: „1. …”' },
          ),
          { title: 'Kroki', description: blockKinds.steps.description },
          { min: 1 },
        ),
      })
      .meta({ widget: 'object', ...blockKinds.steps }),
  ])
  .meta({
    widget: 'blocks',
    title: 'Blok',
    description: 'Wstęp, akapit, lista punktowana albo kroki.',
  });

/** A section of a page: its title and its blocks, shown in this order. */
export const sectionSchema = z
  .strictObject({
    title: line({ title: 'Tytuł sekcji', description: 'Nagłówek sekcji (h2).' }),
    blocks: list(
      blockSchema,
      {
        title: 'Bloki treści',
        description:
          'Bloki sekcji w kolejności, w jakiej pokazuje je strona: wstęp, akapity, listy punktowane i kroki. Dodawaj, usuwaj i przeciągaj je, żeby zmienić kolejność.',
      },
      { min: 1 },
    ),
  })
  .meta({
    widget: 'object',
    title: 'Sekcja',
    accusative: 'Sekcję',
    description: 'Tytuł i co najmniej jeden blok treści.',
  });
