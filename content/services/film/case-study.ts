import type { Service } from '../../types';

export const filmCaseStudy = {
  id: 'case-study',
  kind: 'film',
  menu: { label: 'Case Study', slogan: 'Historia sukcesu Waszego klienta' },
  headline: 'Historie sukcesu Waszych klientów, opowiedziane ich głosem',
  summary:
    'Film o historii sukcesu klienta: prawdziwy problem, wspólnie wypracowane rozwiązanie i efekt opowiedziany przez osoby, które go doświadczyły.',
  intro: [
    'Najmocniej o Waszej pracy mówią ci, dla których ją wykonaliście. Film o historii sukcesu klienta oddaje im głos: pokazuje, z czym przyszli, jak wyglądała współpraca i co zmieniło się po jej zakończeniu.',
    'Traktujemy taki film jak krótki dokument. Nie piszemy wypowiedzi za bohaterów – przygotowujemy rozmowę tak, żeby sami opowiedzieli swoją historię, a potem budujemy wokół niej obraz z miejsca, w którym rozwiązanie naprawdę działa.',
  ],
  sections: [
    {
      title: 'Dlaczego historia klienta przekonuje',
      paragraphs: [
        'Ktoś, kto szuka wykonawcy, rzadko chce słuchać o jego zaletach – szuka raczej firmy w sytuacji podobnej do swojej. Gdy widzi osobę z tej samej branży, z podobnym problemem, łatwiej mu wyobrazić sobie współpracę z Wami.',
      ],
      points: [
        'Wiarygodność, której nie zbuduje sama reklama',
        'Konkretny przykład zamiast ogólnych obietnic',
        'Materiał dla handlowców do rozmów z nowymi klientami',
        'Treść, którą chętnie udostępnia także sam bohater filmu',
      ],
    },
    {
      title: 'Komu polecamy ten format',
      intro:
        'Taki film sprawdza się szczególnie tam, gdzie decyzja o zakupie jest przemyślana i rozłożona w czasie.',
      points: [
        'Firmom usługowym i doradczym pracującym z klientami biznesowymi',
        'Dostawcom oprogramowania, technologii i systemów',
        'Wykonawcom, pracowniom architektonicznym i firmom budowlanym',
        'Producentom maszyn i rozwiązań wdrażanych u klienta',
        'Instytucjom i organizacjom pokazującym efekty swoich programów',
      ],
    },
    {
      title: 'Krok po kroku',
      points: [
        '1. Wybór historii – pomagamy wskazać projekt z wyraźnym problemem, rozwiązaniem i widocznym efektem.',
        '2. Rozmowa z bohaterem – ustalamy z Waszym klientem zakres, zgody i to, co może zostać pokazane.',
        '3. Konspekt i pytania – piszemy plan opowieści i pytania do wywiadu, bez gotowych formułek do wyuczenia.',
        '4. Dzień zdjęciowy – nagrywamy wywiady z obu stron współpracy oraz ujęcia z miejsca, w którym rozwiązanie działa.',
        '5. Montaż – budujemy opowieść z wypowiedzi, dodajemy grafiki z najważniejszymi informacjami i muzykę.',
        '6. Akceptacja obu stron – film trafia do Was i do Waszego klienta, zanim zostanie opublikowany.',
      ],
    },
    {
      title: 'Gotowy materiał',
      paragraphs: [
        'Podstawą jest film główny, na tyle krótki, by obejrzeć go w całości na stronie albo w trakcie spotkania handlowego. Do tego przygotowujemy skróty z najmocniejszymi wypowiedziami, wersje pionowe do mediów społecznościowych i napisy, dzięki którym film można oglądać bez dźwięku.',
        'Na życzenie dodajemy wersję z napisami w innym języku oraz kadry do artykułu opisującego wdrożenie.',
      ],
    },
    {
      title: 'Jak zaprosić klienta do udziału w filmie',
      intro:
        'Prośba o udział w nagraniu łatwiej spotyka się ze zgodą, gdy od razu jest jasne, czego dotyczy.',
      points: [
        'Powiedzcie, ile czasu zajmie nagranie i gdzie się odbędzie',
        'Pokażcie, że film promuje również jego firmę',
        'Zapewnijcie, że zobaczy gotowy film przed publikacją',
        'Sprawy techniczne i organizacyjne zostawcie nam',
      ],
    },
  ],
} as const satisfies Service;
