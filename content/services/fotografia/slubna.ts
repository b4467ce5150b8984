import { photoRun } from '../../media/sets';
import type { Service } from '../../types';

export const fotografiaSlubna = {
  id: 'slubna',
  kind: 'foto',
  menu: { label: 'Ślubna', slogan: 'Wasz dzień, opowiedziany po cichu' },
  headline: 'Reportaż z Waszego dnia, bez sztucznych póz',
  summary:
    'Reportaż ślubny w Krakowie i w całej Polsce – od przygotowań po ostatni taniec, z sesją we dwoje i starannie wybranymi, naturalnymi zdjęciami.',
  intro: [
    'Dzień ślubu mija szybciej, niż się wydaje. Między przysięgą, życzeniami i pierwszym tańcem nie ma czasu, żeby wszystko zauważyć – wzruszenie taty przy błogosławieństwie, śmiech świadkowej, babcię, która dyskretnie ociera łzy.',
    'Fotografujemy śluby reportażowo: obserwujemy, zamiast reżyserować. Pozowanych ujęć jest tylko tyle, ile trzeba – zdjęcia rodzinne po ceremonii i spokojna sesja we dwoje. Resztę dnia po prostu przeżywacie, a my pilnujemy, żeby nic ważnego nie umknęło.',
    'Pracujemy na ślubach w Krakowie, w Małopolsce i w każdym zakątku Polski – w kościołach, urzędach stanu cywilnego, w plenerze i w salach weselnych. Chętnie fotografujemy też śluby humanistyczne i kameralne uroczystości w gronie najbliższych.',
  ],
  photos: photoRun(12, 26),
  sections: [
    {
      title: 'Dlaczego warto postawić na reportaż',
      intro: 'Po latach nie ogląda się zdjęć dekoracji, tylko ludzi.',
      paragraphs: [
        'Reportaż zatrzymuje prawdziwe emocje, a nie ich odegraną wersję. Dzięki temu zdjęcia opowiadają historię dnia: kto stał obok, z czego się śmialiście, jak wyglądał parkiet o drugiej w nocy.',
        'Spokojny, dyskretny fotograf to także mniej stresu dla Was. Nie trzeba co chwilę przerywać rozmowy z gośćmi, żeby ustawić się do kolejnego zdjęcia – wystarczy, że jesteście sobą.',
      ],
    },
    {
      title: 'Dla kogo jest nasza fotografia ślubna',
      paragraphs: [
        'Dla par, które cenią naturalność bardziej niż efektowne pozy i chcą pamiętać swój ślub takim, jaki był naprawdę. Dla tych, którzy planują wesele z orkiestrą do białego rana, i dla tych, którzy po urzędzie idą z rodzicami na obiad.',
        'Fotografujemy również zaręczyny, sesje narzeczeńskie i rocznice ślubu. Przyjedziemy też tam, gdzie postanowicie powiedzieć sobie „tak” – w góry, nad morze albo do miejsca, które coś dla Was znaczy.',
      ],
    },
    {
      title: 'Od pierwszej rozmowy do gotowej galerii',
      points: [
        '1. Spotkanie – poznajemy się na żywo lub przez internet i rozmawiamy o planie dnia, ważnych osobach i Waszych oczekiwaniach.',
        '2. Rezerwacja terminu – podpisujemy umowę, w której opisujemy zakres usługi i termin oddania zdjęć.',
        '3. Plan dnia – kilka tygodni przed ślubem ustalamy godziny, adresy, listę zdjęć rodzinnych i czas na krótką sesję we dwoje.',
        '4. Dzień ślubu – towarzyszymy Wam od przygotowań, przez ceremonię, po wesele, w uzgodnionym zakresie godzin.',
        '5. Sesja plenerowa – w dniu ślubu albo w innym terminie, gdy sprzyja światło i pogoda, a Wy macie czas tylko dla siebie.',
        '6. Selekcja i obróbka – wybieramy najlepsze zdjęcia, opracowujemy je w jednym stylu i udostępniamy w galerii do pobrania.',
      ],
    },
    {
      title: 'Co dostajecie',
      intro: 'Zdjęcia ślubne opracowujemy ręcznie, kadr po kadrze.',
      points: [
        'Starannie wybrane i obrobione zdjęcia z całego dnia',
        'Prywatną galerię internetową, którą możecie udostępnić rodzinie',
        'Zdjęcia w pełnej rozdzielczości, które możecie oddać do wywołania',
        'Wybrane kadry także w wersji czarno-białej',
        'Album lub odbitki, jeśli zdecydujecie się na nie przy rezerwacji',
      ],
      paragraphs: [
        'Opracowanie całej galerii wymaga czasu, dlatego kilka pierwszych zdjęć wysyłamy wcześniej, żebyście mogli pokazać je bliskim. Zdjęcia są Wasze do użytku prywatnego: możecie je drukować, rozsyłać rodzinie i publikować w mediach społecznościowych.',
      ],
    },
    {
      title: 'Jak przygotować się do ślubu z fotografem',
      intro:
        'Kilka drobiazgów, które bardzo ułatwiają nam pracę – i sprawiają, że zdjęcia są lepsze.',
      points: [
        '•\tZostawcie w planie dnia zapas czasu na zdjęcia rodzinne po ceremonii',
        '•\tPrzygotowania zaplanujcie w jasnym, uporządkowanym pokoju, najlepiej przy oknie',
        '•\tObrączki, zaproszenie i bukiet odłóżcie w jedno miejsce na zdjęcia detali',
        '•\tZapytajcie celebransa lub urzędnika o zasady fotografowania podczas ceremonii',
        '•\tWskażcie kogoś z rodziny, kto pomoże zebrać gości do zdjęć grupowych',
        '•\tRozważcie prośbę do gości, by w czasie przysięgi odłożyli telefony',
      ],
    },
  ],
} as const satisfies Service;
