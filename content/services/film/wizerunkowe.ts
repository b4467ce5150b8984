import { videoLibrary } from '../../media/library';
import { photoRun, videoEntry } from '../../media/sets';
import type { Service } from '../../types';

export const filmWizerunkowe = {
  id: 'wizerunkowe',
  kind: 'film',
  menu: { label: 'Wizerunkowe', slogan: 'Opowieść o tym, kim jesteście' },
  headline: 'Ludzie i wartości Waszej firmy na ekranie',
  summary:
    'Film wizerunkowy: scenariusz, zdjęcia w Waszej firmie i montaż, które pokazują ludzi, miejsce i sposób pracy.',
  intro: [
    'Film wizerunkowy bywa pierwszym spotkaniem z Waszą firmą – zanim ktoś zadzwoni, przyjdzie na rozmowę o pracę albo podpisze umowę. W kilka minut ma pokazać, kim jesteście, jak pracujecie i dlaczego warto Wam zaufać. Dlatego zaczynamy od rozmowy, a nie od kamery.',
    'Kręcimy w całej Polsce – w biurach, halach, laboratoriach i salach prób. Szukamy prawdziwych sytuacji i ludzi, którzy dobrze czują się przed obiektywem, a resztę dopracowujemy światłem, kadrem i montażem.',
  ],
  photos: photoRun(28, 5),
  videos: [videoEntry(videoLibrary.filmWizerunkowe)],
  sections: [
    {
      title: 'Co film pokaże lepiej niż tekst',
      paragraphs: [
        'Tekst na stronie mówi, czym się zajmujecie. Film pokazuje, jak to robicie: czyje ręce składają produkt, kto odbiera telefon od klienta, jak wygląda zwykły wtorek w Waszym zespole. Tego nie oddadzą ani same zdjęcia, ani lista usług.',
        'Dobrze zrealizowany film pracuje przez lata. Wraca na stronie głównej, w prezentacjach dla inwestorów, na targach, w ogłoszeniach rekrutacyjnych i w mediach społecznościowych – w różnych długościach, ale zawsze z tym samym przesłaniem.',
      ],
    },
    {
      title: 'Kto zamawia film wizerunkowy',
      intro:
        'Film wizerunkowy sprawdza się wszędzie tam, gdzie zaufanie buduje się na ludziach i codziennej pracy, a nie tylko na ofercie.',
      points: [
        '•\tFirmy produkcyjne i usługowe, które chcą pokazać swoje zaplecze',
        '•\tMarki rodzinne z historią przekazywaną z pokolenia na pokolenie',
        '•\tInstytucje kultury, uczelnie i organizacje pozarządowe',
        '•\tZespoły rekrutujące, którym zależy na szczerym obrazie miejsca pracy',
        '•\tFirmy po zmianie nazwy, połączeniu lub odświeżeniu identyfikacji',
      ],
    },
    {
      title: 'Jak powstaje film',
      intro:
        'Projekt prowadzi jedna osoba z naszego zespołu, więc na każdym etapie wiecie, z kim rozmawiać.',
      points: [
        '1. Rozmowa i brief – poznajemy firmę, cele filmu i odbiorców, do których ma trafić.',
        '2. Scenariusz – proponujemy koncepcję, konspekt scen i pytania do wypowiedzi, które razem dopracowujemy.',
        '3. Dokumentacja lokacji – oglądamy miejsca zdjęć, sprawdzamy światło, akustykę i logistykę dnia zdjęciowego.',
        '4. Dni zdjęciowe – nagrywamy wywiady i sceny z pracy, a tam, gdzie pozwalają na to przepisy, także ujęcia z drona.',
        '5. Montaż i dźwięk – składamy opowieść, dobieramy muzykę i oczyszczamy nagrania głosu.',
        '6. Korekcja barwna i poprawki – nadajemy obrazowi spójny charakter i wprowadzamy Wasze uwagi w ustalonych rundach.',
      ],
    },
    {
      title: 'Co otrzymujecie',
      intro: 'Gotowy film przekazujemy w wersjach przygotowanych pod konkretne miejsca publikacji.',
      points: [
        'Pełną wersję filmu o długości uzgodnionej na etapie scenariusza',
        'Skrócone wersje do mediów społecznościowych, także w pionie',
        'Napisy po polsku, a w razie potrzeby także w innych językach',
        'Pliki do publikacji w internecie i do pokazów na dużym ekranie',
        'Wybrane kadry z filmu do wykorzystania jako okładki i grafiki',
      ],
    },
    {
      title: 'Zespół przed kamerą',
      paragraphs: [
        'Nikt nie musi być aktorem. Przed dniem zdjęciowym rozmawiamy z osobami, które wystąpią w filmie, opowiadamy, czego mogą się spodziewać, i zamiast czytania z kartki prowadzimy swobodną rozmowę. Najlepsze wypowiedzi powstają zwykle wtedy, gdy ktoś mówi o swojej pracy własnymi słowami.',
        'Warto wcześniej uprzedzić zespół o terminie, zadbać o porządek w miejscach, które pojawią się w kadrze, i wyznaczyć jedną osobę do kontaktu z nami w dniu zdjęć. A stroje? Najlepiej te, w których ludzie na co dzień pracują – bez drobnych wzorów i dużych logotypów innych marek.',
      ],
    },
  ],
} as const satisfies Service;
