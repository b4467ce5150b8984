import { photoRun } from '../../media/sets';
import type { Service } from '../../types';

export const fotografiaPortretowa = {
  id: 'portretowa',
  kind: 'foto',
  menu: { label: 'Portretowa', slogan: 'Portret w grze światła i cienia' },
  headline: 'Portret, w którym się rozpoznasz',
  summary:
    'Portrety indywidualne, rodzinne i artystyczne w studiu lub w plenerze – spokojna sesja, świadoma praca ze światłem i zdjęcia, które chce się oprawić.',
  intro: [
    'Dobry portret nie polega na idealnie ustawionej głowie. Chodzi o moment, w którym ktoś przestaje pilnować twarzy i na chwilę zapomina o aparacie – wtedy na zdjęciu pojawia się on sam, a nie jego oficjalna wersja.',
    'Nazwa naszego studia nie jest przypadkowa. Światłocień to malarski sposób budowania obrazu, w którym światło wydobywa z mroku to, co najważniejsze. Tak samo pracujemy z portretem: świadomie kształtujemy światło, żeby podkreślić rysy, fakturę i charakter.',
    'Fotografujemy w studiu w Krakowie, w plenerze i w domach naszych klientów. Możesz przyjść w pojedynkę, we dwoje albo z całą rodziną.',
  ],
  photos: photoRun(8, 12),
  sections: [
    {
      title: 'Po co komuś portret',
      paragraphs: [
        'Mamy w telefonach tysiące zdjęć, a mimo to niewiele takich, które chcielibyśmy powiesić na ścianie. Portret zrobiony z namysłem zatrzymuje konkretny etap życia – oczekiwanie na dziecko, wspólne lata małżeństwa, twarz dziadka, którą chcemy zapamiętać dokładnie taką.',
        'To także prezent, który zostaje na lata. Sesję można podarować bliskiej osobie, a odbitka na dobrym papierze ma zupełnie inną wagę niż kolejny plik zapisany w chmurze.',
      ],
    },
    {
      title: 'Kogo fotografujemy',
      intro: 'Portret nie potrzebuje okazji, choć często ją ma.',
      points: [
        'Osoby, które chcą mieć po prostu dobre zdjęcie siebie',
        'Pary – przed ślubem, po latach albo zupełnie bez powodu',
        'Rodziny z dziećmi i kilka pokoleń w jednym kadrze',
        'Przyszłych rodziców w oczekiwaniu na dziecko',
        'Aktorów, muzyków i modeli, którzy kompletują portfolio',
        'Seniorów, których portret ma zostać dla wnuków',
      ],
    },
    {
      title: 'Przebieg sesji portretowej',
      intro:
        'Nikt nie czuje się swobodnie w pierwszych minutach przed obiektywem, dlatego zostawiamy czas na oswojenie się.',
      points: [
        '1. Krótka rozmowa – dowiadujemy się, dla kogo jest portret i jaki nastrój Ci odpowiada: jasny i lekki czy ciemny, malarski.',
        '2. Miejsce i ubrania – doradzamy, co założyć, i ustalamy, czy fotografujemy w studiu, w domu czy w plenerze.',
        '3. Rozgrzewka – pierwsze kadry są po to, żeby przyzwyczaić się do aparatu; nikt ich nie ocenia.',
        '4. Właściwa sesja – zmieniamy światło, tło i kadrowanie, prowadzimy delikatnie i zostawiamy miejsce na spontaniczne chwile.',
        '5. Wybór i obróbka – z galerii podglądów wybierasz ulubione ujęcia, a my opracowujemy je w spójnym stylu.',
      ],
    },
    {
      title: 'Co dostajesz',
      paragraphs: [
        'Każde wybrane zdjęcie przechodzi indywidualną obróbkę. Korygujemy kolor i światło, a retusz ograniczamy do tego, co chwilowe – zaczerwienienia czy przypadkowego odbłysku. Zmarszczki od śmiechu zostają, bo są częścią twarzy.',
      ],
      points: [
        'Pliki w pełnej rozdzielczości, gotowe do druku',
        'Czarno-białe wersje kadrów, które szczególnie na tym zyskują',
        'Odbitki na papierze artystycznym – na życzenie',
        'Prawo do użytku prywatnego, a przy portretach do portfolio także zawodowego',
      ],
    },
    {
      title: 'Kilka praktycznych rad',
      paragraphs: [
        'Ubrania w jednolitych, przygaszonych kolorach sprawdzają się lepiej niż jaskrawe wzory – nie odciągają uwagi od twarzy. Przy sesji rodzinnej warto dobrać stroje w jednej gamie barw, ale nie identyczne.',
        'Z dziećmi umawiamy się na porę, w której są wyspane i najedzone, i robimy tyle przerw, ile trzeba. Ulubiona zabawka czy książka często pomaga bardziej niż jakakolwiek instrukcja.',
      ],
    },
  ],
} as const satisfies Service;
