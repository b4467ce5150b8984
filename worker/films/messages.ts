// What the upload routes tell the studio, in Polish, as the editor's widget
// shows it (the `error` of a JSON answer): what went wrong and what to do.
// cspell:ignore MXF MKV -- file formats
import { limitsPl } from '../../lib/film-limits.mjs';
import { typeset } from '../sign-in/messages';

export const FILM_MESSAGES = {
  off: 'Przesyłanie filmów nie jest włączone na tym serwerze. Napisz do osoby, która prowadzi stronę.',
  // The widget adds what to do (cms/admin/film-service.ts, 401).
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
  tooLong: `Ten film jest za długi, by strona zdążyła przygotować go do odtwarzania. Limity długości: ${limitsPl()}. Skróć film albo wyeksportuj go w niższej rozdzielczości i wybierz jeszcze raz.`,
  key: 'Ten plik nie leży w katalogu filmów źródłowych („masters/”). Odśwież edytor i spróbuj ponownie.',
  // The editor forgets its resume record on this one answer (410) only.
  noUpload:
    'To przesyłanie już nie istnieje: zostało zakończone, przerwane albo porzucone ponad tydzień temu. Wybierz plik ponownie, aby przesłać go od początku.',
  partNumber:
    'Ta część nie należy do tego filmu (zły numer części). Wybierz ten sam plik jeszcze raz: przesyłanie wznowi się od miejsca przerwania.',
  partLength:
    'Część filmu nie podała swojej długości. Odśwież edytor i wybierz ten sam plik jeszcze raz: przesyłanie wznowi się od miejsca przerwania.',
  partSize:
    'Część filmu ma inny rozmiar, niż zapowiedziano przy rozpoczęciu przesyłania: plik zmienił się w trakcie albo to inny plik. Wybierz plik ponownie, aby przesłać go od początku.',
  partsMissing:
    'Nie wszystkie części filmu dotarły do magazynu. Wybierz ten sam plik jeszcze raz: brakujące części zostaną przesłane.',
  sizeMismatch:
    'Przesłany film ma inny rozmiar, niż zapowiedziano przy rozpoczęciu przesyłania, więc nie został zapisany. Wybierz plik ponownie, aby przesłać go od początku.',
  partStale:
    'Magazyn filmów nie przyjął jednej z przesłanych części filmu. Wybierz ten sam plik jeszcze raz: film zostanie przesłany ponownie.',
  bucket:
    'Magazyn filmów nie odpowiada. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  limited: 'Zbyt wiele żądań w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.',
  method: 'Ten adres nie przyjmuje takiego żądania.',
  unknown: 'Nie ma tu takiego adresu.',
  internal:
    'Nie udało się z powodu błędu serwera. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
} as const;

export type FilmMessage = keyof typeof FILM_MESSAGES;

/** A refusal with its status and message; `reason` is for the log only. */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 411 | 413 | 429 | 502 | 503,
    readonly key: FilmMessage,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'Refusal';
  }
}

/** The code R2's binding puts at the end of its error's message, e.g. „… (10024)”. */
export function r2Code(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  return /\((\d{5})\)\s*$/.exec(message)?.[1];
}

/** R2's codes for an upload it no longer has, and for a part whose ETag it does not know. */
export const NO_SUCH_UPLOAD = '10024';
export const INVALID_PART = '10025';

/** The message as sent. */
export const filmMessage = (key: FilmMessage) => typeset(FILM_MESSAGES[key]);
