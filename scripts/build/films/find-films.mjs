// The films the content references: the home page's (content/home.json: each
// hero slide's and realization card's `video`, which play the film's loop and
// poster) and every entry of a service's `videos`
// (content/services/<kind>/<id>.json). Read as plain JSON: the schema is
// checked by the content loader; here a film needs only its master and a
// name for the messages.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {{ src: string, title: string, file: string, field: string }} FilmRef
 *   `file` relative to the root, `field` e.g. 'videos[0].src': where the
 *   studio finds it in the editor.
 */

/**
 * @param {string} root the repository (or a test's copy of it)
 * @returns {Promise<FilmRef[]>}
 */
export async function findFilms(root) {
  /** @type {FilmRef[]} */
  const films = await homeFilms(root);
  const servicesDir = path.join(root, 'content/services');
  const kinds = await readdir(servicesDir, { withFileTypes: true }).catch(() => []);
  for (const kind of kinds
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const names = (await readdir(path.join(servicesDir, kind))).filter((n) => n.endsWith('.json'));
    for (const name of names.sort()) {
      const file = `content/services/${kind}/${name}`;
      const data = JSON.parse(await readFile(path.join(root, file), 'utf8'));
      const videos = Array.isArray(data?.videos) ? data.videos : [];
      videos.forEach(
        (/** @type {{ src?: unknown, title?: unknown }} */ video, /** @type {number} */ i) => {
          if (typeof video?.src !== 'string') return;
          films.push({
            src: video.src,
            title: typeof video.title === 'string' ? video.title : video.src,
            file,
            field: `videos[${i}].src`,
          });
        },
      );
    }
  }
  return films;
}

/**
 * The home page's films; a home.json without films (a test's tree) has none.
 * @param {string} root
 * @returns {Promise<FilmRef[]>}
 */
async function homeFilms(root) {
  const file = 'content/home.json';
  const data = JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => '{}'));
  /** @type {FilmRef[]} */
  const films = [];
  for (const list of /** @type {const} */ (['slides', 'realizations'])) {
    const items = Array.isArray(data?.[list]) ? data[list] : [];
    items.forEach(
      (
        /** @type {{ title?: unknown, video?: { src?: unknown, alt?: unknown } }} */ item,
        /** @type {number} */ i,
      ) => {
        const src = item?.video?.src;
        if (typeof src !== 'string') return;
        const alt = item.video?.alt;
        films.push({
          src,
          title: typeof alt === 'string' ? alt : src,
          file,
          field: `${list}[${i}].video.src`,
        });
      },
    );
  }
  return films;
}

/**
 * How the messages name a film: „Tytuł” (content/…json: videos[0].src).
 * @param {FilmRef} film
 */
export const filmName = (film) => `„${film.title}” (${film.file}: ${film.field})`;
