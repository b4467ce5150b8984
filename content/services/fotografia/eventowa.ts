import { photoRun } from '../../media/sets';
import type { Service } from '../../types';

export const fotografiaEventowa = {
  id: 'eventowa',
  kind: 'foto',
  menu: { label: 'Eventowa', slogan: 'Relacja, która oddaje atmosferę' },
  headline: 'Konferencje, gale i wydarzenia firmowe w reportażu',
  summary:
    'Reportaż z konferencji, gal, targów i spotkań firmowych – dyskretnie, z uwagą na ludzi i emocje, ze zdjęciami dla mediów jeszcze w trakcie wydarzenia.',
  intro: [
    'Wydarzenie trwa kilka godzin, a przygotowania do niego – czasem kilka miesięcy. Zdjęcia są tym, co zostaje na dłużej: trafiają do relacji w mediach, do podsumowania dla sponsorów, na stronę organizatora i do zaproszeń na kolejną edycję.',
    'Fotograf na wydarzeniu musi być w dwóch miejscach naraz: przy scenie, gdy prelegent wypowiada najważniejsze zdanie, i w kuluarach, gdzie goście rozmawiają przy kawie. Dlatego przed każdym wydarzeniem dokładnie poznajemy program i ustalamy z organizatorem, których momentów nie wolno przegapić.',
  ],
  photos: photoRun(4, 16),
  sections: [
    {
      title: 'Zdjęcia, które zostają po wydarzeniu',
      paragraphs: [
        'Uczestnicy robią zdjęcia telefonami, ale rzadko są to kadry, które można pokazać partnerom albo dołączyć do komunikatu prasowego. Profesjonalna relacja pokazuje wydarzenie w całości: skalę, oprawę, ważnych gości i atmosferę, na którą pracowali organizatorzy.',
        'Dobre zdjęcia są też argumentem na przyszłość. Pomagają pozyskać sponsorów, zachęcić prelegentów i sprzedać bilety na następną edycję – bo pokazują, że warto było tam być.',
      ],
    },
    {
      title: 'Jakie wydarzenia fotografujemy',
      intro:
        'Od kameralnego śniadania prasowego po kilkudniowy kongres – zakres pracy dopasowujemy do skali wydarzenia.',
      points: [
        'Konferencje, kongresy i fora branżowe',
        'Gale, jubileusze firm i uroczystości wręczenia nagród',
        'Targi i stoiska wystawiennicze',
        'Spotkania firmowe, wyjazdy integracyjne i kolacje świąteczne',
        'Premiery produktów i konferencje prasowe',
        'Otwarcia wystaw, wernisaże i wydarzenia kulturalne',
      ],
    },
    {
      title: 'Od zlecenia do gotowej relacji',
      intro: 'Każde wydarzenie ma swój scenariusz – my pracujemy według niego.',
      points: [
        '1. Program i priorytety – omawiamy harmonogram, ważnych gości, partnerów, których trzeba uwzględnić, i ujęcia obowiązkowe.',
        '2. Rekonesans – poznajemy salę, scenę i oświetlenie; przy rozbudowanym programie planujemy pracę dwóch fotografów.',
        '3. Przed otwarciem drzwi – przychodzimy wcześniej, żeby sfotografować przygotowaną salę, zanim wypełni się ludźmi.',
        '4. Reportaż – pracujemy dyskretnie, w stroju dopasowanym do charakteru wydarzenia, nie przeszkadzając prelegentom ani gościom.',
        '5. Zdjęcia na bieżąco – jeśli chcecie publikować relację na gorąco, wybrane kadry przekazujemy jeszcze w trakcie wydarzenia.',
        '6. Pełna relacja – w ustalonym terminie otrzymujecie komplet obrobionych zdjęć.',
      ],
    },
    {
      title: 'Co otrzymujecie',
      points: [
        'Wyselekcjonowaną relację bez nieudanych i powtarzających się ujęć',
        'Zdjęcia uporządkowane według części programu',
        'Portrety prelegentów i gości specjalnych',
        'Detale: scenografię, oprawę stołów, logotypy partnerów',
      ],
      paragraphs: [
        'Zdjęcia możecie wykorzystywać w celach informacyjnych i promocyjnych. Jeśli chcecie przekazać je także partnerom lub sponsorom, uwzględnimy to w licencji.',
      ],
    },
    {
      title: 'Praktyczne pytania',
      paragraphs: [
        'Czy goście muszą zgodzić się na zdjęcia? Warto poinformować o nich uczestników w regulaminie lub przy rejestracji. Osoby, które nie chcą być fotografowane, mogą dać nam znać – omijamy je w kadrach i przy selekcji.',
        'Ilu fotografów potrzeba? Przy jednej sali i kameralnym gronie zwykle wystarczy jedna osoba. Gdy program biegnie równolegle w kilku salach albo zależy Wam jednocześnie na reportażu i portretach, proponujemy dwuosobowy zespół.',
      ],
    },
  ],
} as const satisfies Service;
