// A sample photo's or video's description (alt) left live: the media record
// (scripts/media/*.tsv, read by sample-media.mjs) says which descriptions are
// samples and which files they were written for.
import { sameAsRead } from './same-as-read.mjs';

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/**
 * The sample descriptions of the media record, by their text: for a
 * description, the sample files it was written for, if it is a sample one.
 * @param {Map<string, import('./sample-media.mjs').SampleMedia>} samples
 * @returns {(alt: string) => string[] | undefined}
 */
export function sampleAltFiles(samples) {
  /** @type {Map<string, string[]>} */
  const files = new Map();
  for (const { url, alt } of samples.values()) {
    if (alt) files.set(sameAsRead(alt), [...(files.get(sameAsRead(alt)) ?? []), url]);
  }
  return (alt) => files.get(sameAsRead(alt));
}

/**
 * A sample description (alt) left live: beside a photo or video that is no
 * longer the sample it described, or anywhere else. Beside a sample file it is
 * no item of its own: that file's item asks for a new photo and description.
 * @param {string} file
 * @param {string} field
 * @param {string} alt
 * @param {Record<string, unknown>} holder the object that holds the alt
 * @param {{ describedFiles: (alt: string) => string[] | undefined, isSampleMedia: (url: string) => boolean }} record
 *   what the media record says of descriptions and files
 * @param {'pl' | 'en'} [language] the description's: an English one is written anew in English
 * @returns {LaunchItem[]}
 */
export function sampleAlt(
  file,
  field,
  alt,
  holder,
  { describedFiles, isSampleMedia },
  language = 'pl',
) {
  const described = describedFiles(alt);
  if (!described) return [];
  const media = [holder.src, holder.poster].filter((url) => typeof url === 'string');
  if (media.some((url) => isSampleMedia(String(url).trim()))) return [];
  const sample = described.some((url) => url.endsWith('.mp4'))
    ? 'przykładowego filmu'
    : 'przykładowego zdjęcia';
  const inEnglish = language === 'en' ? ' po angielsku' : '';
  const now = media[0]
    ? `, a w tym miejscu jest już plik ${String(media[0])} – opisz${inEnglish}, co on pokazuje`
    : ` – napisz własny opis${inEnglish}`;
  return [
    {
      kind: 'sample-alt',
      file,
      field,
      message: `opis „${alt}” należy do ${sample} (plik ${described.join(', ')})${now}`,
    },
  ];
}

/** A film's texts that search engines read and the sample content fills in (videos.tsv). */
export const SAMPLE_TEXT_FIELDS = /** @type {const} */ (['title', 'description', 'uploadDate']);

/**
 * A sample film's title, description or date left beside a film that
 * replaced it (beside the sample film itself, that film's item names it).
 * @param {string} file
 * @param {string} field
 * @param {string} key one of SAMPLE_TEXT_FIELDS
 * @param {string} value
 * @param {Record<string, unknown>} holder the film
 * @param {Map<string, import('./sample-media.mjs').SampleMedia>} samples the media record
 * @param {string} label the field as the editor names it („Tytuł filmu”)
 * @param {'pl' | 'en'} [language] the text's: an English one is written anew in English
 * @returns {LaunchItem[]}
 */
export function sampleFilmTexts(file, field, key, value, holder, samples, label, language = 'pl') {
  const src = typeof holder.src === 'string' ? holder.src.trim() : '';
  if (!src || samples.has(src)) return [];
  const films = [...samples.values()].filter((s) => {
    const own = /** @type {Record<string, string | undefined>} */ (s.texts ?? {});
    return own[key] && sameAsRead(own[key] ?? '') === sameAsRead(value);
  });
  if (films.length === 0) return [];
  const now = `a w tym miejscu jest już plik ${src}`;
  const message =
    key === 'uploadDate'
      ? `data „${value}” w polu „${label}” pochodzi z przykładowych filmów, ${now} – wpisz dzień, w którym ten film został opublikowany`
      : `tekst „${value}” w polu „${label}” należy do przykładowego filmu (plik ${films.map((s) => s.url).join(', ')}), ${now} – napisz${language === 'en' ? ' po angielsku' : ''}, co pokazuje ten film`;
  return [{ kind: 'sample-text', file, field, message }];
}
