import type { Service } from '../../types';

export const fotografiaProduktowa = {
  id: 'produktowa',
  kind: 'foto',
  menu: { label: 'Produktowa', slogan: 'Produkt, który chce się wziąć do ręki' },
  headline: 'Zdjęcia produktów do sklepu, katalogu i kampanii',
  summary:
    'Zdjęcia produktów na jednolitym tle, w aranżacjach i w użyciu – z wiernym kolorem, spójne w całej serii i dopasowane do wymagań sklepów.',
  intro: [
    'Przy zakupach w sieci zdjęcie zastępuje dotyk, zapach i ciężar przedmiotu w dłoni. Musi więc powiedzieć wszystko: z czego produkt jest zrobiony, jak światło układa się na jego powierzchni i jak duży jest w porównaniu z czymś, co dobrze znamy.',
    'Fotografujemy zarówno pojedyncze przedmioty, jak i całe kolekcje oraz regularne dostawy nowości. Dbamy o to, żeby kolor na zdjęciu odpowiadał rzeczywistości, a każda kolejna fotografia wyglądała jak z tej samej sesji – nawet jeśli powstała pół roku później.',
  ],
  sections: [
    {
      title: 'Co daje dobre zdjęcie produktu',
      intro:
        'Fotografia produktowa jest narzędziem sprzedaży, więc oceniamy ją po tym, czy pomaga podjąć decyzję.',
      points: [
        'Mniej pytań od klientów o kolor, fakturę i rozmiar',
        'Mniej rozczarowań i zwrotów, bo klient wie, co dostanie',
        'Spójny wygląd sklepu, katalogu i kart produktów',
        'Przewagę nad sprzedawcami, którzy korzystają ze zdjęć producenta',
        'Gotowe kadry do reklam, ulotek i na opakowania',
      ],
    },
    {
      title: 'Sklepy, producenci i pracownie',
      paragraphs: [
        'Pracujemy dla sklepów internetowych, producentów i marek sprzedających własne wyroby: kosmetyki, biżuterię, meble, odzież, żywność, ceramikę czy urządzenia techniczne. Fotografujemy także dla rzemieślników i małych pracowni, dla których dobre zdjęcia bywają pierwszym krokiem do sprzedaży poza lokalnym rynkiem.',
        'Jeśli przygotowujecie katalog, wprowadzacie produkt do sieci handlowej albo odświeżacie wizerunek marki, zaplanujemy zdjęcia tak, żeby jedna sesja odpowiedziała na wszystkie te potrzeby.',
      ],
    },
    {
      title: 'Od listy produktów do gotowych plików',
      intro:
        'Przy większych seriach najważniejsza jest powtarzalność, dlatego najpierw ustalamy wzorzec, a dopiero potem fotografujemy całość.',
      points: [
        '1. Lista i wymagania – zbieramy spis produktów oraz wymagania techniczne sklepu lub platformy: proporcje, tło, marginesy, liczbę ujęć.',
        '2. Ujęcie próbne – na jednym lub dwóch produktach ustalamy styl, światło i kąt, które potem powtarzamy w całej serii.',
        '3. Przyjęcie towaru – produkty przywozicie lub wysyłacie do naszego studia w Krakowie; duże przedmioty fotografujemy u Was.',
        '4. Sesja – fotografujemy każdy produkt z ustalonych stron, a detale, fakturę i sposób użycia w osobnych kadrach.',
        '5. Obróbka – usuwamy kurz i drobne rysy, wyrównujemy tło i sprawdzamy zgodność koloru z oryginałem.',
        '6. Oddanie i zwrot – przekazujemy pliki nazwane według Waszych kodów produktów i odsyłamy towar.',
      ],
    },
    {
      title: 'Komplet zdjęć dla sklepu i katalogu',
      points: [
        'Zdjęcia na białym lub jednolitym tle, także z przezroczystym tłem w formacie PNG',
        'Ujęcia aranżowane i zdjęcia produktu w użyciu',
        'Zbliżenia faktury, szwów, wykończenia i opakowania',
        'Kadry przycięte do wymogów Waszego sklepu i platform sprzedażowych',
        'Nazwy plików zgodne z kodami produktów',
      ],
      paragraphs: [
        'Czas realizacji zależy od liczby pozycji i stopnia trudności – inaczej pracuje się z kubkiem, a inaczej z błyszczącym zegarkiem, w którym odbija się całe studio.',
      ],
    },
    {
      title: 'Jak przygotować produkty do zdjęć',
      intro:
        'Retusz potrafi wiele, ale czysty egzemplarz to zawsze lepsze zdjęcie i krótsza obróbka.',
      points: [
        'Wybierzcie egzemplarze bez rys, zagnieceń i śladów użytkowania',
        'Zdejmijcie naklejki cenowe i folie, chyba że mają zostać na zdjęciu',
        'Przy drobnych produktach dołączcie zapasową sztukę',
        'Przy odzieży zaznaczcie, czy fotografujemy na manekinie, na płasko czy na modelu',
        'Napiszcie, co w produkcie jest najważniejsze dla Waszych klientów',
      ],
    },
  ],
} as const satisfies Service;
