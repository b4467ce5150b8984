// The sample media of the record: what the launch check calls a sample is
// what the media record says is one, not a list kept here.
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ title?: string, description?: string, uploadDate?: string }} SampleFilmTexts
 * @typedef {{ alt?: string, texts?: SampleFilmTexts }} SampleEnglish
 * @typedef {{ url: string, what: string, fix: string, alt?: string, texts?: SampleFilmTexts, en?: SampleEnglish }} SampleMedia
 * alt: the description the sample content gives the file (the record's alt column);
 * texts: a sample film's title, description and date as its service page gives them
 * (videos.tsv's title, description and date columns), which search engines read;
 * en: the same in the English version (english.tsv)
 */

/** A name as Polish quotes it: Trevor "Freespace" → Trevor „Freespace”. */
const polishQuotes = (/** @type {string} */ text) => text.replace(/"([^"]*)"/g, '„$1”');

/**
 * Rows of a tab-separated file, without comments and blank lines.
 * @param {string} file
 * @returns {string[][]}
 */
function tsvRows(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

/**
 * The sample media of the record, by public URL, with a Polish description
 * of each: the photographs (photos.tsv), the clips made from them
 * (videos.tsv: the film and its poster), and every other
 * file public/media/CREDITS.md credits as sample material (the fallback image,
 * the fictional clients' logos). The studio's own wordmark (logo.svg) is not
 * a sample.
 * @param {{ photosTsv: string, videosTsv: string, credits: string, englishTsv?: string }} record
 * @returns {Map<string, SampleMedia>}
 */
export function sampleMedia({ photosTsv, videosTsv, credits, englishTsv }) {
  /** @type {Map<string, SampleMedia>} */
  const media = new Map();
  /** @type {Map<string, { author: string, alt: string }>} */
  const photos = new Map();
  for (const [out, , , author = '', , , alt = ''] of tsvRows(photosTsv)) {
    if (!out) continue;
    photos.set(out, { author: polishQuotes(author), alt });
    const url = `/media/photos/${out}.jpg`;
    media.set(url, {
      url,
      what: `przykładowe zdjęcie „${alt}” (autor: ${polishQuotes(author)})`,
      fix: 'wgraj własne zdjęcie',
      alt,
    });
  }
  for (const [, file, photo = '', , , , alt = '', title, description, uploadDate] of tsvRows(
    videosTsv,
  )) {
    if (!file) continue;
    const author = photos.get(photo)?.author;
    const by = author ? ` (autor zdjęcia: ${author})` : '';
    for (const [suffix, kind, fix] of [
      ['.mp4', 'przykładowy film', 'wgraj własny film'],
      // The poster is optional: without one the page takes its first photo or a frame of the film.
      ['.jpg', 'kadr przykładowego filmu', 'wgraj kadr własnego filmu albo usuń to pole'],
    ]) {
      const url = `/media/videos/${file}${suffix}`;
      // The record's alt describes the film itself, not its poster.
      media.set(url, {
        url,
        what: `${kind} „${alt}”${by}`,
        fix: fix ?? '',
        ...(suffix === '.mp4' ? { alt, texts: { title, description, uploadDate } } : {}),
      });
    }
  }
  if (existsSync(credits)) {
    const text = readFileSync(credits, 'utf8');
    for (const [, name = ''] of text.matchAll(
      /`([a-z0-9][\w\-./]*\.(?:jpe?g|png|webp|avif|svg|mp4|webm))`/gi,
    )) {
      const url = `/media/${name}`;
      if (name === 'logo.svg' || media.has(url)) continue;
      const [what, fix] = name.startsWith('clients/')
        ? ['logo fikcyjnego klienta', 'wgraj logo prawdziwego klienta albo usuń tę pozycję']
        : name === 'fallback.jpg'
          ? [
              'przykładowe zdjęcie zastępcze (pokazuje je strona usługi bez własnych zdjęć)',
              'wgraj własne zdjęcie',
            ]
          : ['przykładowy plik z public/media/CREDITS.md', 'wgraj własny plik'];
      media.set(url, { url, what, fix });
    }
  }
  // The English texts of the same samples, by URL.
  for (const [url = '', alt, title, description] of englishTsv ? tsvRows(englishTsv) : []) {
    const sample = media.get(url);
    if (sample)
      sample.en = { alt, texts: title || description ? { title, description } : undefined };
  }
  return media;
}

/**
 * The record as the English version sees it: each sample with its English
 * description, title and description (a film's date is the Polish file's).
 * @param {Map<string, SampleMedia>} media
 * @returns {Map<string, SampleMedia>}
 */
export function englishSamples(media) {
  return new Map(
    [...media].map(([url, sample]) => [
      url,
      { ...sample, alt: sample.en?.alt, texts: sample.en?.texts, en: undefined },
    ]),
  );
}
