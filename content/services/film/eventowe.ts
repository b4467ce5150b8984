import { videoLibrary } from '../../media/library';
import { photoRun, videoEntry } from '../../media/sets';
import type { Service } from '../../types';

export const filmEventowe = {
  id: 'eventowe',
  kind: 'film',
  menu: { label: 'Eventowe', slogan: 'Atmosfera wydarzenia zapisana w filmie' },
  headline: 'Relacje, podsumowania i nagrania konferencji',
  summary:
    'Filmy z konferencji, gal, festiwali i spotkań firmowych: dynamiczne podsumowania, nagrania wystąpień i krótkie klipy do mediów społecznościowych.',
  intro: [
    'Wydarzenie trwa dzień albo dwa, a przygotowania – często wiele miesięcy. Film sprawia, że jego efekt zostaje na dłużej: uczestnicy wracają do wspomnień, nieobecni widzą, co ich ominęło, a Wy macie gotowy materiał do promocji kolejnej edycji.',
    'Realizujemy relacje z konferencji, kongresów, gal, premier, festiwali i spotkań firmowych w całej Polsce. Pracujemy dyskretnie, nie zasłaniamy sceny i nie przeszkadzamy gościom – a jednocześnie jesteśmy tam, gdzie dzieje się to, co najważniejsze.',
  ],
  photos: photoRun(6, 6),
  videos: [videoEntry(videoLibrary.filmEventowe)],
  sections: [
    {
      title: 'Dlaczego warto sfilmować wydarzenie',
      intro: 'Relacja filmowa to coś więcej niż pamiątka.',
      paragraphs: [
        'Krótki film podsumowujący to najlepsze zaproszenie na kolejną edycję – pokazuje atmosferę, skalę i ludzi lepiej niż jakikolwiek opis w programie. Nagrania wystąpień możecie z kolei udostępnić uczestnikom, wykorzystać w materiałach szkoleniowych albo w rozmowach z partnerami.',
        'Dla sponsorów materiał filmowy jest też konkretnym dowodem obecności ich marki: logo na ściance, wystąpienie przedstawiciela, rozmowy przy stoisku.',
      ],
    },
    {
      title: 'Dla kogo i z jakich wydarzeń',
      intro:
        'Realizujemy filmy dla organizatorów, agencji przygotowujących wydarzenia, firm i instytucji – między innymi z takich okazji jak:',
      points: [
        '•\tKonferencje, kongresy i fora branżowe',
        '•\tGale, wręczenia nagród i uroczystości firmowe',
        '•\tPremiery produktów i otwarcia nowych siedzib',
        '•\tFestiwale, koncerty i wydarzenia plenerowe',
        '•\tWyjazdy integracyjne i spotkania całej załogi',
        '•\tTargi i stoiska wystawiennicze',
      ],
    },
    {
      title: 'Od programu do montażu',
      points: [
        '1. Rozmowa z organizatorem – poznajemy program, kluczowe momenty i osoby, których nie może zabraknąć w filmie.',
        '2. Wizja lokalna – jeśli to możliwe, przed wydarzeniem sprawdzamy salę, światło i drogi, którymi będzie się poruszać ekipa.',
        '3. Plan zdjęć – ustalamy stanowiska kamer, dostęp do sceny i podłączenie do nagłośnienia.',
        '4. Realizacja – filmujemy wystąpienia, kulisy i atmosferę, nagrywamy krótkie wypowiedzi gości.',
        '5. Szybki montaż – gdy liczy się czas, przygotowujemy krótki materiał jeszcze w trakcie wydarzenia lub tuż po nim.',
        '6. Postprodukcja – składamy film podsumowujący i pełne nagrania, z korekcją barwną, czystym dźwiękiem i napisami.',
      ],
    },
    {
      title: 'Pakiet materiałów z wydarzenia',
      paragraphs: [
        'Zakres materiałów zależy od charakteru wydarzenia – inne potrzeby ma trzydniowy kongres, a inne wieczorna gala. Przykładowy komplet może wyglądać tak:',
      ],
      points: [
        'Kilkuminutowy film podsumowujący',
        'Krótka zapowiedź do promocji kolejnej edycji',
        'Pionowe klipy do mediów społecznościowych',
        'Pełne nagrania wystąpień z planszami prelegentów',
        'Napisy po polsku lub w języku obcym przy wydarzeniach międzynarodowych',
      ],
    },
    {
      title: 'Zanim spotkamy się na miejscu',
      intro: 'Kilka rzeczy, które warto przygotować, żeby dzień zdjęciowy przebiegł sprawnie:',
      points: [
        'Aktualny program z godzinami wystąpień',
        'Lista prelegentów, gości i partnerów do uwzględnienia w filmie',
        'Kontakt do realizatora dźwięku i obsługi technicznej sali',
        'Informacja o miejscach, w których nie wolno filmować',
        'Identyfikatory dla ekipy z dostępem za kulisy',
      ],
    },
  ],
} as const satisfies Service;
