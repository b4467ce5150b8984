import { videoLibrary } from '../../media/library';
import { photoRun, videoEntry } from '../../media/sets';
import type { Service } from '../../types';

export const filmJubileuszowe = {
  id: 'jubileuszowe',
  kind: 'film',
  menu: { label: 'Jubileuszowe', slogan: 'Historia, która zasługuje na film' },
  headline: 'Rocznica firmy lub instytucji opowiedziana w filmie',
  summary:
    'Filmy na jubileusz firmy lub instytucji: archiwalne zdjęcia, wspomnienia założycieli i pracowników oraz obraz tego, kim jesteście dziś.',
  intro: [
    'Dziesięć, dwadzieścia pięć czy sto lat działalności to dobry moment, żeby się zatrzymać i opowiedzieć, skąd przyszliście. Film jubileuszowy łączy archiwalne zdjęcia i dokumenty ze wspomnieniami ludzi, którzy tę historię tworzyli, oraz z obrazem dzisiejszej codzienności.',
    'Takie filmy przygotowujemy dla firm rodzinnych, przedsiębiorstw, szkół, uczelni, instytucji kultury i stowarzyszeń. Szczególnie dbamy o archiwa: skanujemy i porządkujemy stare fotografie, a wypowiedzi świadków nagrywamy z wyczuciem i bez pośpiechu.',
  ],
  photos: photoRun(26, 4),
  videos: [videoEntry(videoLibrary.filmJubileuszowe)],
  sections: [
    {
      title: 'Dlaczego film na jubileusz',
      paragraphs: [
        'Gala rocznicowa trwa jeden wieczór, a film zostaje na lata. Najpierw staje się najważniejszym punktem uroczystości, potem trafia na stronę internetową, do kroniki i do materiałów dla nowych pracowników.',
        'To także okazja, by utrwalić wspomnienia osób, które pamiętają początki – zanim zatrą się szczegóły. Często właśnie te rozmowy okazują się najcenniejszą częścią całego projektu.',
      ],
    },
    {
      title: 'Komu pomagamy uczcić rocznicę',
      points: [
        'Firmom rodzinnym, w których stery przejmuje kolejne pokolenie',
        'Przedsiębiorstwom świętującym okrągłą rocznicę założenia',
        'Szkołom, uczelniom i instytutom naukowym',
        'Teatrom, muzeom, orkiestrom i domom kultury',
        'Stowarzyszeniom, fundacjom i klubom sportowym',
        'Samorządom obchodzącym jubileusze miast i gmin',
      ],
    },
    {
      title: 'Od archiwum do premiery',
      intro:
        'Na film jubileuszowy warto zarezerwować więcej czasu niż na inne produkcje – najwięcej zajmuje praca z archiwum.',
      points: [
        '1. Kwerenda – przeglądamy z Wami zdjęcia, dokumenty, kroniki, stare nagrania i pamiątki.',
        '2. Scenariusz – układamy historię w rozdziały i wybieramy osoby, które ją opowiedzą.',
        '3. Digitalizacja – skanujemy fotografie i przenosimy archiwalne nagrania do postaci cyfrowej, poprawiając ich jakość.',
        '4. Wywiady i zdjęcia współczesne – nagrywamy wspomnienia założycieli, pracowników i partnerów oraz dzisiejszą codzienność.',
        '5. Montaż i muzyka – łączymy archiwum ze współczesnością, dobieramy muzykę i dopracowujemy kolor.',
        '6. Pokaz – przygotowujemy wersję na uroczystość i sprawdzamy jej odtwarzanie z obsługą techniczną sali.',
      ],
    },
    {
      title: 'Co zostaje po jubileuszu',
      intro:
        'Oprócz filmu na galę otrzymujecie materiały, które posłużą jeszcze długo po uroczystości.',
      points: [
        '•\tFilm główny przygotowany do projekcji na dużym ekranie',
        '•\tKrótsza wersja na stronę i do mediów społecznościowych',
        '•\tPionowe fragmenty z najciekawszymi wspomnieniami',
        '•\tNapisy, dzięki którym film obejrzą także osoby niesłyszące',
        '•\tZdigitalizowane zdjęcia i nagrania do dalszego wykorzystania',
        '•\tNa życzenie także pełne nagrania wywiadów do firmowej kroniki',
      ],
    },
    {
      title: 'Od czego zacząć',
      paragraphs: [
        'Zacznijcie od poszukiwań w szufladach, szafach i na strychach. Stare fotografie, albumy, wycinki prasowe, dyplomy czy kasety wideo – każda z tych rzeczy może stać się ważną sceną filmu. Warto poprosić o pamiątki również emerytowanych pracowników i ich rodziny.',
        'Dobrze też wcześniej porozmawiać z osobami, które pamiętają początki, i zapytać, czy zgodzą się opowiedzieć o nich przed kamerą. Jeśli ktoś nie może przyjechać, nagramy rozmowę u niego w domu.',
      ],
    },
  ],
} as const satisfies Service;
