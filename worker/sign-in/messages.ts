// The studio's messages on the sign-in popup, in Polish: what went wrong and
// what to do. Typeset like the site (a one-letter word stays with the next).

/** The line under a failure that names its log entry, for whoever helps the studio. */
export const REFERENCE_LABEL = 'Identyfikator błędu (podaj go, prosząc o pomoc)';

export const MESSAGES = {
  success: 'Zalogowano. To okno zamknie się samo; edytor otwiera się w oknie obok.',
  state:
    'Logowanie przerwane: ta odpowiedź nie pochodzi z logowania rozpoczętego w tej przeglądarce (niezgodny parametr „state”). Zamknij to okno i zaloguj się ponownie przyciskiem w edytorze.',
  denied:
    'Logowanie anulowane: edytor nie dostał zgody na dostęp do konta GitHub. Aby edytować stronę, zaloguj się ponownie i kliknij „Authorize”.',
  exchange:
    'Nie udało się dokończyć logowania: GitHub nie wydał klucza dostępu. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  malformed:
    'Logowanie przerwane: odpowiedź serwisu GitHub jest niepełna lub uszkodzona. Zamknij to okno i zaloguj się ponownie przyciskiem w edytorze.',
  limited:
    'Zbyt wiele prób logowania w krótkim czasie. Odczekaj minutę, zamknij to okno i zaloguj się ponownie przyciskiem w edytorze.',
  unavailable:
    'Logowanie jest chwilowo niedostępne. Zamknij to okno i spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  internal:
    'Nie udało się zalogować z powodu błędu serwera. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  unknown:
    'Nie ma tu takiej strony. Zaloguj się przyciskiem „Zaloguj się przez GitHub” w edytorze.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export { typeset } from '../html';
