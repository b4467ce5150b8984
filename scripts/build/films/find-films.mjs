// The films the content references, found through the content schema
// (content/schema/film-fields.ts: every object the schema marks as a film
// entry, in every data file of the content table), so a film field added to
// a schema is encoded and published without a second list here.
import { importTs } from '../import-ts.mjs';

/**
 * @typedef {import('../../../content/schema/film-fields').FilmRef} FilmRef
 *   `file` relative to the root, `field` e.g. 'videos[0].src', `label` the
 *   field as the editor names it: where the studio finds it.
 */

/**
 * @param {string} root the repository (or a test's copy of its content)
 * @returns {Promise<FilmRef[]>}
 */
export async function findFilms(root) {
  /** @type {typeof import('../../../content/schema/film-fields')} */
  const { contentFilms } = await importTs('content/schema/film-fields.ts');
  return contentFilms(root);
}

/**
 * How the messages name a film: „Tytuł” („Usługi: Filmy” → „eventowe” →
 * „Filmy” nr 1 → „Plik filmu”; content/services/film/eventowe.json: videos[0].src).
 * @param {FilmRef} film
 */
export const filmName = (film) => `„${film.title}” (${film.label}; ${film.file}: ${film.field})`;
