// What the upload service tells the studio, in Polish, as the editor's
// widget shows it (the `error` of a JSON answer): what went wrong and what
// to do. Sent typeset like the sign-in page (page.mjs), so a one-letter word
// never ends a line. `limited`, `bodyTooLarge` and `unavailable` are also
// nginx's answers (deploy/nginx/static-site.conf, `@oauth_films_…`): keep
// them equal (e2e/nginx/sign-in-limits.spec.ts checks).
// cspell:ignore MXF MKV -- file formats
import { typeset } from '../page.mjs';

export const FILM_MESSAGES = {
  off: 'Przesyłanie filmów nie jest włączone na tym serwerze. Napisz do osoby, która prowadzi stronę.',
  // The widget adds what to do (cms/admin/film-service.js, 401).
  signIn: 'Logowanie do edytora wygasło albo się nie powiodło.',
  noPush:
    'Konto GitHub, którym logujesz się do edytora, nie może zapisywać zmian w repozytorium strony, więc nie może też dodawać filmów. Poproś osobę, która prowadzi stronę, o dostęp.',
  origin: 'Filmy można przesyłać tylko z edytora tej strony.',
  accessFailed:
    'Nie udało się sprawdzić dostępu do repozytorium w serwisie GitHub. Spróbuj ponownie za kilka minut.',
  malformed: 'Serwer nie zrozumiał tego żądania. Odśwież edytor i spróbuj ponownie.',
  bodyTooLarge: 'To żądanie jest za duże. Odśwież edytor i spróbuj ponownie.',
  notVideo: 'To nie jest plik filmu. Wybierz film w formacie MP4, MOV, M4V, MXF, MKV albo WebM.',
  empty: 'Ten plik jest pusty. Wybierz plik filmu jeszcze raz.',
  tooBig: 'Ten plik jest za duży: film może mieć najwyżej 50 GB.',
  key: 'Ten plik nie leży w katalogu filmów źródłowych („masters/”). Odśwież edytor i spróbuj ponownie.',
  noUpload:
    'To przesyłanie już nie istnieje: zostało zakończone albo przerwane. Wybierz plik ponownie, aby przesłać go od początku.',
  parts:
    'Magazyn filmów nie przyjął przesłanych części pliku. Wybierz plik ponownie, aby przesłać go od początku.',
  bucket:
    'Magazyn filmów nie odpowiada. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  limited: 'Zbyt wiele żądań w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.',
  unavailable:
    'Przesyłanie filmów jest chwilowo niedostępne. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  method: 'Ten adres nie przyjmuje takiego żądania.',
  unknown: 'Nie ma tu takiego adresu.',
  internal:
    'Nie udało się z powodu błędu serwera. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
};

/** @typedef {keyof typeof FILM_MESSAGES} FilmMessage */

/** A refusal with its status and message; `reason` is for the journal only. */
export class Refusal extends Error {
  /** @param {number} status @param {FilmMessage} message @param {string} reason */
  constructor(status, message, reason) {
    super(reason);
    this.name = 'Refusal';
    this.status = status;
    this.key = message;
    this.reason = reason;
  }
}

/** The message as sent. @param {FilmMessage} key */
export const filmMessage = (key) => typeset(FILM_MESSAGES[key]);
