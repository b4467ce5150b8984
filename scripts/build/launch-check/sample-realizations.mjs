// The sample realizations: sample jobs, each one entry with sample photos and
// texts. The record is content/sample-values.mjs (SAMPLE_REALIZATIONS); this
// file says when one is still the sample and what the studio does about it.
import { countPl } from '../../../content/polish-plural.mjs';
import { SAMPLE_REALIZATIONS } from '../../../content/sample-values.mjs';
import { sameAsRead } from './same-as-read.mjs';

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/** The folder of the realizations, relative to the repository. */
const FOLDER = 'content/realizations/';

/**
 * The one item of a sample realization still in place (its file, with the
 * sample's title), counting the sample files it shows; undefined for any
 * other file, whose sample photos are listed one by one as everywhere.
 * @param {string} file relative to the repository
 * @param {unknown} data
 * @param {(url: string) => boolean} isSampleMedia
 * @param {Readonly<Record<string, string>>} [record]
 * @returns {LaunchItem | undefined}
 */
export function sampleRealization(file, data, isSampleMedia, record = SAMPLE_REALIZATIONS) {
  if (!file.startsWith(FOLDER)) return undefined;
  const sample = record[file.slice(FOLDER.length)];
  const entry =
    /** @type {{ title?: unknown, cover?: { src?: unknown }, photos?: { src?: unknown }[], videos?: { src?: unknown }[] }} */ (
      data ?? {}
    );
  if (sample === undefined || sameAsRead(String(entry.title ?? '')) !== sameAsRead(sample))
    return undefined;
  const files = new Set(
    [entry.cover, ...(entry.photos ?? []), ...(entry.videos ?? [])]
      .map((m) => (typeof m?.src === 'string' ? m.src : ''))
      .filter(isSampleMedia),
  );
  const media =
    files.size > 0
      ? ` (${countPl(files.size, { one: 'przykładowy plik', few: 'przykładowe pliki', many: 'przykładowych plików' })})`
      : '';
  return {
    kind: 'sample-entry',
    file,
    // Named by its title, the field that makes it the sample.
    field: 'title',
    message: `przykładowa realizacja „${sample}”${media} – usuń ten wpis albo opisz w nim własną realizację, z własnym tytułem, opisem i zdjęciami`,
  };
}
