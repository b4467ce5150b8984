/**
 * What holds for every service – the deadline, the licence and how files are
 * delivered – said once, in a block under each service page's sections,
 * instead of a clause repeated on every page. A page mentions these only where
 * it has something of its own to add (CONTENT.md).
 */
export const serviceTerms = {
  title: 'Termin, licencja i pliki',
  points: [
    'Termin oddania materiałów podajemy przed rozpoczęciem pracy i wpisujemy do umowy.',
    'W umowie opisujemy też licencję: gdzie, jak długo i przez kogo zdjęcia lub film mogą być wykorzystywane. Muzykę do filmów kupujemy z licencją na te same pola eksploatacji.',
    'Gotowe pliki przekazujemy przez link do pobrania: w pełnej rozdzielczości i w lżejszych wersjach do internetu i mediów społecznościowych.',
  ],
} as const;
