import { photoRun } from '../../media/sets';
import type { Service } from '../../types';

export const fotografiaWizerunkowa = {
  id: 'wizerunkowa',
  kind: 'foto',
  menu: { label: 'Wizerunkowa', slogan: 'Zdjęcia, które mówią, kim jesteś' },
  headline: 'Zdjęcia, które pracują na Twoją markę',
  summary:
    'Sesje wizerunkowe dla przedsiębiorców, ekspertów i zespołów – naturalne zdjęcia na stronę, do prasy i do mediów społecznościowych.',
  intro: [
    'Pierwsze wrażenie coraz częściej robi zdjęcie – na stronie firmy, w profilu zawodowym, w materiale prasowym czy w programie konferencji. Dobry portret wizerunkowy niczego nie udaje: pokazuje Cię w najlepszym, najbardziej pewnym siebie wydaniu.',
    'Zaczynamy od rozmowy o tym, do kogo mają trafić zdjęcia i co mają o Tobie powiedzieć. Dopiero potem wybieramy miejsce, światło i stylizację. Dzięki temu z sesji wychodzisz nie ze zbiorem przypadkowych ujęć, ale ze spójnym materiałem na długie miesiące.',
    'Fotografujemy w naszym krakowskim studiu, w biurze, w miejskim plenerze albo tam, gdzie naprawdę pracujesz – w gabinecie, w pracowni czy na sali wykładowej. Z aparatem i lampami dojeżdżamy do klientów w całej Polsce.',
  ],
  photos: photoRun(0, 14),
  sections: [
    {
      title: 'Więcej niż zdjęcie do legitymacji',
      intro:
        'Zdjęcie zrobione telefonem na tle ściany wystarczy do legitymacji. Do budowania zaufania potrzeba czegoś więcej.',
      paragraphs: [
        'Klienci, partnerzy i dziennikarze wyrabiają sobie zdanie, zanim zamienisz z nimi pierwsze słowo. Spójne, dobrze oświetlone zdjęcia mówią, że traktujesz swoją pracę poważnie i dbasz o szczegóły – także te, których nie widać na pierwszy rzut oka.',
        'Jedna przemyślana sesja daje materiał na wiele okazji: portret do biogramu, kadry przy pracy, ujęcia poziome na baner i pionowe do relacji w mediach społecznościowych. Nie trzeba już szukać w wakacyjnym archiwum czegoś, co „jakoś pasuje”.',
      ],
    },
    {
      title: 'Kto przychodzi na sesję wizerunkową',
      intro:
        'Pracujemy zarówno z osobami, które budują markę osobistą, jak i z firmami, które chcą pokazać ludzi stojących za logo.',
      points: [
        '•\tWłaściciele firm i członkowie zarządów',
        '•\tEksperci, doradcy, trenerzy i wykładowcy',
        '•\tLekarze, prawnicy, architekci i przedstawiciele innych wolnych zawodów',
        '•\tAutorzy książek, prelegenci i twórcy internetowi',
        '•\tZespoły, które potrzebują spójnych zdjęć na stronę firmy',
        '•\tArtyści i rzemieślnicy, którzy chcą pokazać swoją pracownię',
      ],
    },
    {
      title: 'Jak przebiega sesja krok po kroku',
      intro:
        'Sesja trwa od godziny do kilku godzin – zależnie od liczby stylizacji i miejsc, które chcemy odwiedzić.',
      points: [
        '1. Rozmowa i plan – pytamy, gdzie pojawią się zdjęcia, jaki charakter ma Twoja marka i czego chcesz uniknąć.',
        '2. Stylizacja i miejsce – podpowiadamy, co zabrać z garderoby, i wybieramy lokalizację: studio, biuro lub miejski plener.',
        '3. Zdjęcia – pracujemy bez pośpiechu i prowadzimy Cię przez pozy i mimikę tak, żeby nie trzeba było „grać do obiektywu”.',
        '4. Podgląd na bieżąco – w trakcie sesji pokazujemy kadry na ekranie, więc od razu wiesz, w którą stronę idziemy.',
        '5. Wybór ujęć – dostajesz galerię podglądów i wskazujesz zdjęcia, które mają przejść pełną obróbkę.',
        '6. Retusz i oddanie plików – dopracowujemy wybrane kadry i przekazujemy je w formatach gotowych do użycia.',
      ],
    },
    {
      title: 'Zdjęcia gotowe do pracy',
      intro: 'Zdjęcia oddajemy gotowe do publikacji – nie musisz niczego przycinać ani poprawiać.',
      points: [
        'Starannie wybrane i obrobione kadry w wysokiej rozdzielczości',
        'Ujęcia poziome i pionowe, także z miejscem na tekst',
        'Naturalny retusz – bez wygładzonej, plastikowej skóry',
      ],
      paragraphs: [
        'Jeśli zależy Ci na czasie – na przykład przed konferencją albo premierą książki – najpilniejsze kadry przygotujemy w pierwszej kolejności.',
      ],
    },
    {
      title: 'Przed sesją',
      intro: 'Nie trzeba umieć pozować. Wystarczy kilka prostych przygotowań.',
      points: [
        'Zabierz dwie lub trzy stylizacje w spokojnych, jednolitych kolorach',
        'Unikaj drobnej kratki i cienkich pasków – na zdjęciach potrafią falować',
        'Przywieź ubrania wyprasowane, na wieszakach',
        'Weź przedmioty związane z pracą: książkę, narzędzia, instrument',
        'Nie planuj ważnych spotkań tuż przed sesją',
      ],
    },
  ],
} as const satisfies Service;
