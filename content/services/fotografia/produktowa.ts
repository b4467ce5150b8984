import type { Service } from '../../types';

export const fotografiaProduktowa = {
  id: 'produktowa',
  kind: 'foto',
  menu: { label: 'Produktowa', slogan: 'Produkt, który chce się wziąć do ręki' },
  headline: 'Fotografia produktowa do sklepu, katalogu i kampanii',
  summary:
    'Zdjęcia produktów na jednolitym tle, w aranżacjach i w użyciu – z wiernym kolorem, spójne w całej serii i dopasowane do wymagań sklepów.',
  intro: [
    'Przy zakupach w sieci zdjęcie zastępuje dotyk, zapach i ciężar przedmiotu w dłoni. Musi więc powiedzieć wszystko: z czego produkt jest zrobiony, jak światło układa się na jego powierzchni i jak duży jest w porównaniu z czymś, co dobrze znamy.',
    'W studiu Światłocień fotografujemy zarówno pojedyncze przedmioty, jak i całe kolekcje oraz regularne dostawy nowości. Dbamy o to, żeby kolor na zdjęciu odpowiadał rzeczywistości, a każda kolejna fotografia wyglądała jak z tej samej sesji – nawet jeśli powstała pół roku później.',
  ],
  sections: [
    {
      title: 'Co daje dobre zdjęcie produktu',
      intro:
        'Fotografia produktowa jest narzędziem sprzedaży, więc oceniamy ją po tym, czy pomaga podjąć decyzję.',
      points: [
        'Mniej pytań od klientów o kolor, fakturę i rozmiar',
        'Klient wie, co dostanie – a to mniej rozczarowań i zwrotów',
        'Spójny wygląd sklepu, katalogu i kart produktów',
        'Przewaga nad sprzedawcami, którzy korzystają ze zdjęć producenta',
        'Gotowe kadry do reklam, ulotek i na opakowania',
      ],
    },
    {
      title: 'Dla kogo',
      paragraphs: [
        'Pracujemy dla sklepów internetowych, producentów i marek sprzedających własne wyroby: kosmetyki, biżuterię, meble, odzież, żywność, ceramikę czy urządzenia techniczne. Fotografujemy także dla rzemieślników i małych pracowni, dla których dobre zdjęcia bywają pierwszym krokiem do sprzedaży poza lokalnym rynkiem.',
        'Jeśli przygotowujesz katalog, wprowadzasz produkt do sieci handlowej albo odświeżasz wizerunek marki, zaplanujemy zdjęcia tak, żeby jedna sesja odpowiedziała na wszystkie te potrzeby.',
      ],
    },
    {
      title: 'Jak pracujemy',
      intro:
        'Przy większych seriach najważniejsza jest powtarzalność, dlatego najpierw ustalamy wzorzec, a dopiero potem fotografujemy całość.',
      points: [
        '1. Lista i wymagania – zbieramy spis produktów oraz wymagania techniczne sklepu lub platformy: proporcje, tło, marginesy, liczbę ujęć.',
        '2. Ujęcie próbne – na jednym lub dwóch produktach ustalamy styl, światło i kąt, które potem powtarzamy w całej serii.',
        '3. Przyjęcie towaru – produkty przywozisz lub wysyłasz do naszego studia w Krakowie; duże przedmioty fotografujemy u Ciebie.',
        '4. Sesja – fotografujemy każdy produkt z ustalonych stron, a detale, fakturę i sposób użycia w osobnych kadrach.',
        '5. Obróbka – usuwamy kurz i drobne rysy, wyrównujemy tło i sprawdzamy zgodność koloru z oryginałem.',
        '6. Oddanie i zwrot – przekazujemy pliki nazwane według Twoich kodów produktów i odsyłamy towar.',
      ],
    },
    {
      title: 'Efekt końcowy',
      points: [
        'Zdjęcia na białym lub jednolitym tle, także z przezroczystym tłem w formacie PNG',
        'Ujęcia aranżowane i zdjęcia produktu w użyciu',
        'Zbliżenia faktury, szwów, wykończenia i opakowania',
        'Kadry przycięte do wymogów Twojego sklepu i platform sprzedażowych',
        'Nazwy plików zgodne z kodami produktów',
      ],
      paragraphs: [
        'Czas realizacji zależy od liczby pozycji i stopnia trudności – inaczej pracuje się z kubkiem, a inaczej z błyszczącym zegarkiem, w którym odbija się całe studio. Konkretny termin podajemy przed sesją, a licencja obejmuje pola eksploatacji, które wspólnie zapiszemy w umowie.',
      ],
    },
    {
      title: 'Jak przygotować produkty do zdjęć',
      intro:
        'Retusz potrafi wiele, ale czysty egzemplarz to zawsze lepsze zdjęcie i krótsza obróbka.',
      points: [
        'Wybierz egzemplarze bez rys, zagnieceń i śladów użytkowania',
        'Zdejmij naklejki cenowe i folie, chyba że mają zostać na zdjęciu',
        'Przy drobnych produktach dołącz zapasową sztukę',
        'Przy odzieży zaznacz, czy fotografujemy na manekinie, na płasko czy na modelu',
        'Napisz, co w produkcie jest najważniejsze dla Twoich klientów',
      ],
    },
  ],
} as const satisfies Service;
