// cspell:ignore MXF MKV -- film formats
import { z } from 'zod';

import { isoDate, line, string, text, type FieldMeta } from './fields';

// The media fields of the content schema: a file under public/ or an http(s)
// address, with the editor's rule for an upload not yet saved, and the photo
// and film entries made of them. Split from ./fields.ts, whose text fields
// they are built on.

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
  // What a phone or camera records (an iPhone: MOV) and ffmpeg reads; the
  // Worker's uploads take the same (worker/films/input.ts).
  video: {
    extensions: 'mp4|mov|m4v|mxf|mkv|webm',
    file: 'filmu MP4, MOV, M4V, MXF, MKV albo WebM',
    hint: 'film w formacie MP4, MOV, M4V, MXF, MKV albo WebM',
  },
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
  const { extensions, hint } = MEDIA_TYPES[type];
  const pattern = new RegExp(String.raw`^(?:\/(?!\/)\S+\.(?:${extensions})|https?:\/\/\S+)$`);
  const message = `Wybierz ${hint}. Możesz też wpisać pełny adres pliku, zaczynający się od https://.`;
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
      i18n: 'translate',
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
    description:
      'Film (MP4, MOV z iPhone’a, M4V, MXF, MKV albo WebM) z biblioteki plików albo pełny adres https://…',
  }),
  alt: line({
    i18n: 'translate',
    title: 'Tekst alternatywny (dla niewidomych)',
    description: 'Co widać w filmie, jednym zdaniem – dla osób niewidomych. Wymagany.',
  }),
};

const videoMeta = {
  widget: 'video',
  title: 'Film',
  description: 'Plik filmu i jego opis; krótką pętlę i kadr startowy strona robi sama.',
} as const;

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
    // The master, as long as the films' encode job can prepare it
    // (lib/film-limits.mjs): in the editor it goes to the films' bucket when
    // the build names one (cms/editor-config.ts, `library`).
    src: videoShape.src.meta({
      library: 'film-masters',
      title: 'Plik filmu',
      description:
        'Pełna wersja filmu, taka, jaką nagrał telefon albo aparat (MP4, MOV z iPhone’a, M4V, MXF, MKV albo WebM): „Zastąp” albo „Przeglądaj”, potem „Prześlij” i plik z komputera, albo pełny adres https://… Wersje do odtwarzania strona przygotuje sama; ile film może trwać, mówi przewodnik dla studia.',
      // The hint beside the film widget, where the build uploads masters to the bucket.
      libraryDescription:
        'Pełna wersja filmu, taka, jaką nagrał telefon albo aparat (MP4, MOV z iPhone’a, M4V, MXF, MKV albo WebM), z telefonu albo komputera. Film dłuższy, niż strona zdąży przygotować, pole odrzuci od razu i powie, ile może trwać. Wersje do odtwarzania strona przygotuje sama; pod polem widać, czy film jest w przygotowaniu, gotowy, czy ma błąd.',
    }),
    poster: mediaPath('image', 'photo', {
      title: 'Kadr startowy',
      description:
        'Zdjęcie widoczne, zanim film się wczyta. Bez niego: pierwsze zdjęcie strony albo klatka z filmu.',
    }).optional(),
    title: line(
      {
        i18n: 'translate',
        title: 'Tytuł filmu',
        description:
          'Krótki tytuł filmu, np. „Relacja z gali jubileuszowej” – pokazują go wyszukiwarki.',
      },
      { max: 100 },
    ),
    description: text(
      {
        i18n: 'translate',
        title: 'Opis filmu dla wyszukiwarek',
        description:
          'Jedno lub dwa zdania o tym, co pokazuje film – tekst pod filmem w wynikach wyszukiwania.',
      },
      { max: 300 },
    ),
    uploadDate: isoDate({
      title: 'Data publikacji filmu',
      description:
        'Dzień, w którym film pojawił się na stronie, zapisany RRRR-MM-DD, np. 2026-11-24.',
    }),
  })
  .meta(videoMeta);

/**
 * A video that plays on its own (home hero, realization card): the master and
 * its description; the films pipeline makes the muted loop and the poster.
 */
export const ambientVideoSchema = z.strictObject(videoShape).meta(videoMeta);
