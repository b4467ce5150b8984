// What the films' encode job tells the studio, in Polish: each film's error
// names the film and the field and says what to do (the editor shows it in
// the field, worker/films/states.ts; the job's summary lists them all).
// cspell:ignore MXF MKV -- film formats
import { countPl } from '../../../content/polish-plural.mjs';
import { lengthPl } from '../../../lib/film-limits.mjs';

/** The formats the upload accepts (worker/films/input.ts) and ffmpeg reads. */
export const FORMATS = 'MP4, MOV, M4V, MXF, MKV albo WebM';

/**
 * A film's problem: what is wrong (a fragment, e.g. „nie ma pliku …”), what
 * to do, and whether it may pass by itself (then the next run tries again).
 */
export class FilmProblem extends Error {
  /** @override */
  name = 'FilmProblem';
  /** @param {string} what @param {string} todo @param {boolean} [retry] */
  constructor(what, todo, retry = false) {
    super(what);
    this.todo = todo;
    this.retry = retry;
  }
}

const AGAIN = `Wgraj w tym polu plik filmu jeszcze raz (${FORMATS}) albo popraw odnośnik.`;

/** „3,4 GB”. @param {number} bytes */
const gigabytes = (bytes) =>
  `${new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }).format(bytes / 1024 ** 3)}\u00a0GB`;

/** A master larger than the job's machine holds. @param {number} size @param {number} limit */
export const tooLarge = (size, limit) =>
  new FilmProblem(
    `plik ma ${gigabytes(size)}, a maszyna, która przygotowuje filmy, pomieści najwyżej ${gigabytes(limit)} (plik i jego wersje do odtwarzania)`,
    'Wyeksportuj film do mniejszego pliku (np. H.264 w 4K, około 50 Mbit/s) i wgraj go w tym polu jeszcze raz.',
  );

const SHORTER =
  'Skróć film albo wyeksportuj go w niższej rozdzielczości lub z 25–30 klatkami na sekundę i wgraj go w tym polu jeszcze raz.';

/**
 * A film longer than one run of the job can prepare (encode-plan.mjs).
 * @param {{ duration: number, width: number, height: number, fps?: number }} film
 * @param {number} longest the longest such film a run prepares, in seconds
 */
export const tooLongToPrepare = (film, longest) =>
  new FilmProblem(
    `film trwa ${lengthPl(Math.ceil(film.duration / 60))} (obraz ${film.width}\u00a0×\u00a0${film.height}${film.fps ? `, ${countPl(Math.round(film.fps), { one: 'klatka', few: 'klatki', many: 'klatek' })} na sekundę` : ''}), a strona zdąży przygotować najwyżej ${lengthPl(longest / 60)} takiego filmu`,
    SHORTER,
  );

/**
 * A film whose encode the job's deadline stopped with a whole run behind it,
 * or a second time (encode-plan.mjs).
 * @param {number} whole a run's seconds for one film
 */
export const cutShort = (whole) =>
  new FilmProblem(
    `nie udało się przygotować filmu w wyznaczonym czasie (${lengthPl(whole / 60)})`,
    SHORTER,
  );

/** ffmpeg could not read it. @param {string} src @param {string} reason */
export const undecodable = (src, reason) =>
  new FilmProblem(`plik ${src} nie jest filmem, który da się odczytać (${reason})`, AGAIN);

/**
 * Any other failure as a problem: a missing master is the studio's to fix,
 * the bucket or the network failing may pass by itself.
 * @param {unknown} error
 */
export function problemOf(error) {
  if (error instanceof FilmProblem) return error;
  const what = error instanceof Error ? error.message : String(error);
  if (/^nie ma pliku/.test(what)) return new FilmProblem(what, AGAIN);
  return new FilmProblem(
    what,
    'Kolejna próba będzie za godzinę; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
    true,
  );
}

/** The sentence the editor shows. @param {string} film @param {FilmProblem} problem */
export const problemMessage = (film, problem) =>
  `Film ${film}: ${problem.message}. ${problem.todo}`;

/**
 * The job's summary of its errors: „Jeden film ma błąd…”, „Filmy z błędem:
 * 5.” (a count before „ma … i nie trafią” cannot agree from five up), each
 * film's sentence below.
 * @param {string[]} messages
 */
export function errorsSummary(messages) {
  const head =
    messages.length === 1
      ? 'Jeden film ma błąd i nie trafi na stronę, dopóki go nie poprawisz; strona w internecie pokazuje to, co dotąd.'
      : `Filmy z błędem: ${messages.length}. Nie trafią na stronę, dopóki ich nie poprawisz; strona w internecie pokazuje to, co dotąd.`;
  return [head, ...messages].join('\n');
}
