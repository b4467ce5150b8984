// The studio's messages on the sign-in popup, in Polish: what went wrong and
// what to do. `limited` is also nginx's page when its rate limit refuses a
// request, and `unavailable` nginx's when the service is down
// (deploy/nginx/static-site.conf, `@oauth_limited`, `@oauth_unavailable`):
// keep them equal (e2e/nginx/sign-in-limits.spec.ts checks).
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
  busy: 'Serwer logowania jest w tej chwili zajęty. Zamknij to okno i za kilka sekund zaloguj się ponownie przyciskiem w edytorze.',
  limited:
    'Zbyt wiele prób logowania w krótkim czasie. Odczekaj minutę, zamknij to okno i zaloguj się ponownie przyciskiem w edytorze.',
  unavailable:
    'Logowanie jest chwilowo niedostępne. Zamknij to okno i spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  internal:
    'Nie udało się zalogować z powodu błędu serwera. Spróbuj ponownie za kilka minut; jeśli błąd się powtarza, napisz do osoby, która prowadzi stronę.',
  unknown:
    'Nie ma tu takiej strony. Zaloguj się przyciskiem „Zaloguj się przez GitHub” w edytorze.',
};
