import type { Service } from '../../types';

export const filmReklamowe = {
  id: 'reklamowe',
  kind: 'film',
  menu: { label: 'Reklamowe', slogan: 'Krótka forma, wyraźny przekaz' },
  headline: 'Spoty reklamowe, które mieszczą pomysł w kilkunastu sekundach',
  summary:
    'Spoty reklamowe do internetu i telewizji: koncepcja, casting, zdjęcia i postprodukcja w jednym miejscu, z wersjami pod każdy kanał emisji.',
  intro: [
    'Reklama ma kilka sekund, żeby zatrzymać widza, i niewiele więcej, żeby zostawić go z jedną myślą. Zaczynamy więc od pytania, co dokładnie ma zapamiętać odbiorca – i dopiero pod to budujemy obraz, rytm i dźwięk.',
    'Przygotowujemy spoty do internetu, telewizji i na ekrany w przestrzeni publicznej. Zajmujemy się całą produkcją: od pomysłu i scenopisu, przez casting i plan zdjęciowy, po montaż, kolor i przygotowanie plików do emisji.',
    'Pracujemy z Krakowa, ale plan rozstawiamy tam, gdzie wymaga tego scenariusz – w studiu, w mieszkaniu, w lesie albo na miejskiej ulicy. Na zdjęcia w przestrzeni publicznej uzyskujemy potrzebne zgody, a Wy dostajecie jeden harmonogram całej produkcji.',
  ],
  sections: [
    {
      title: 'Po co inwestować w spot',
      intro:
        'Dobry spot reklamowy nie jest skróconym filmem o firmie. To osobna forma, która rządzi się własnymi prawami.',
      points: [
        'Jedna myśl, czytelna nawet przy wyłączonym dźwięku',
        'Pierwsze sekundy zaplanowane tak, by zatrzymać przewijanie',
        'Obraz i muzyka dopasowane do tonu Waszej marki',
        'Kilka długości i formatów z jednego planu zdjęciowego',
        'Materiał gotowy do kampanii płatnych i emisji telewizyjnej',
      ],
    },
    {
      title: 'Komu proponujemy spot reklamowy',
      paragraphs: [
        'Markom, które wprowadzają nowy produkt lub usługę i potrzebują materiału na kampanię startową. Firmom, które chcą przypomnieć o sobie w sezonie albo wyróżnić się w mediach społecznościowych, gdzie każdy dzień przynosi tysiące nowych reklam.',
        'Pracujemy też z instytucjami i samorządami przy kampaniach społecznych i promocji wydarzeń, a także z agencjami reklamowymi, które mają gotowy pomysł i szukają zespołu produkcyjnego do jego realizacji.',
      ],
    },
    {
      title: 'Od pomysłu do emisji',
      points: [
        '1. Brief kreatywny – ustalamy cel kampanii, grupę docelową, kanały emisji i ton wypowiedzi.',
        '2. Koncepcja i scenopis – rozpisujemy pomysł ujęcie po ujęciu, często z prostym scenorysem.',
        '3. Casting i lokacje – wybieramy aktorów lub naturszczyków, stylizację, rekwizyty i miejsca zdjęć.',
        '4. Plan zdjęciowy – realizujemy zdjęcia z pełną ekipą i oświetleniem, a gdy scenariusz tego wymaga, także z drona.',
        '5. Postprodukcja – montaż, korekcja barwna, grafika, udźwiękowienie i muzyka.',
        '6. Akceptacja i pliki emisyjne – wprowadzamy poprawki i eksportujemy wersje zgodne z wymaganiami nadawców i platform.',
      ],
    },
    {
      title: 'Co dostajecie na koniec',
      paragraphs: [
        'Spot oddajemy w komplecie wersji, które pozwalają od razu uruchomić kampanię, bez dodatkowych przeróbek po Waszej stronie.',
      ],
      points: [
        'Wersje o długościach z briefu, na przykład 30, 15 i 6 sekund',
        'Kadry poziome, pionowe i kwadratowe do mediów społecznościowych',
        'Napisy i plansze tekstowe do oglądania bez dźwięku',
        'Pliki przygotowane zgodnie z wymaganiami stacji i platform',
        'Licencję na wizerunek występujących osób w zakresie kampanii',
      ],
    },
    {
      title: 'Gdzie spot sprawdza się najlepiej',
      intro:
        'Ten sam materiał może pracować w wielu miejscach, jeśli od początku zaplanujemy dla niego odpowiednie kadry.',
      points: [
        'Kampanie płatne w mediach społecznościowych',
        'Reklamy wyświetlane przed filmami w serwisach wideo',
        'Telewizja ogólnopolska i regionalna',
        'Ekrany w galeriach handlowych, na dworcach i w komunikacji miejskiej',
        'Stoiska targowe i sceny wydarzeń plenerowych',
      ],
    },
  ],
} as const satisfies Service;
