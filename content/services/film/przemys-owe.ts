import { videoLibrary } from '../../media/library';
import { photoRun, videoEntry } from '../../media/sets';
import type { Service } from '../../types';

export const filmPrzemyslowe = {
  id: 'przemys-owe',
  kind: 'film',
  menu: { label: 'Przemysłowe', slogan: 'Ludzie, maszyny i skala produkcji' },
  headline: 'Skala produkcji i ludzie, którzy za nią stoją',
  summary:
    'Filmy przemysłowe realizowane w zakładach, na budowach i w centrach logistycznych – z poszanowaniem zasad BHP, poufności i rytmu produkcji.',
  intro: [
    'Hala produkcyjna ma swój rytm, światło i dźwięk – i potrafi wyglądać na ekranie naprawdę imponująco, jeśli ktoś wie, jak ją sfilmować. Pokazujemy skalę zakładu, precyzję maszyn, a przede wszystkim ludzi, którzy stoją za każdym etapem produkcji.',
    'Pracujemy w zakładach przemysłowych, na budowach, w magazynach i centrach logistycznych w całej Polsce. Przed wejściem na teren przechodzimy wymagane szkolenia, stosujemy się do zasad BHP i dopasowujemy plan zdjęć do pracy linii, a nie odwrotnie.',
    'Pamiętamy też, że nie wszystko może trafić do kadru. Strefy wyłączone z filmowania uzgadniamy z Wami przed zdjęciami, a w filmie pokazujemy wyłącznie to, co zaakceptujecie.',
  ],
  photos: photoRun(18, 4),
  videos: [videoEntry(videoLibrary.filmPrzemyslowe)],
  sections: [
    {
      title: 'Po co firmie przemysłowej film',
      intro:
        'W branży, w której produktu nie da się pokazać na jednym zdjęciu katalogowym, film przekonuje szczególnie mocno.',
      points: [
        'Pokazuje możliwości produkcyjne klientom i partnerom z kraju i zagranicy.',
        'Ułatwia rekrutację, bo kandydaci widzą prawdziwe stanowiska pracy.',
        'Wspiera rozmowy z inwestorami i instytucjami finansującymi.',
        'Dokumentuje uruchomienie nowej linii, hali lub inwestycji.',
        'Sprawdza się na targach branżowych, na które nie przywieziecie maszyny.',
      ],
    },
    {
      title: 'Dla jakich firm pracujemy',
      paragraphs: [
        'Kręcimy dla zakładów produkcyjnych, firm budowlanych, przedsiębiorstw energetycznych i logistycznych, a także dla producentów maszyn i dostawców technologii. Często współpracujemy z działem marketingu, ale równie dobrze odnajdujemy się w rozmowie z kierownikiem zmiany czy inżynierem procesu.',
        'Filmy przemysłowe zamawiają też działy personalne – do rekrutacji i wdrażania nowych pracowników – oraz służby BHP, które potrzebują materiałów szkoleniowych.',
      ],
    },
    {
      title: 'Etapy produkcji',
      points: [
        '1. Spotkanie i wizja lokalna – oglądamy zakład, poznajemy procesy i ustalamy, co może znaleźć się w kadrze.',
        '2. Scenariusz i harmonogram – dopasowujemy kolejność ujęć do planu produkcji i grafiku zmian.',
        '3. Formalności – szkolenie BHP, środki ochrony indywidualnej dla ekipy, zgody na filmowanie i loty dronem.',
        '4. Zdjęcia – filmujemy linie, maszyny i ludzi, z ujęciami stabilizowanymi, makro i z powietrza tam, gdzie to dozwolone.',
        '5. Postprodukcja – montaż, korekcja barwna, grafiki objaśniające procesy oraz lektor lub napisy.',
        '6. Odbiór – przekazujemy film do akceptacji, także służbie BHP, jeśli wymagają tego Wasze procedury.',
      ],
    },
    {
      title: 'Co przekazujemy po zakończeniu prac',
      intro: 'Film oddajemy w wersjach dopasowanych do miejsc, w których będzie pokazywany.',
      paragraphs: [
        'Z materiału zdjęciowego łatwo później przygotować kolejne wersje, na przykład na następne targi.',
      ],
      points: [
        'Pełną wersję filmu z lektorem lub napisami',
        'Skróty do prezentacji handlowych i mediów społecznościowych',
        'Wersje językowe dla klientów zagranicznych',
        'Pętlę bez dźwięku do wyświetlania na ekranach stoiska',
        'Pliki do odtwarzania w internecie i na dużych ekranach',
      ],
    },
    {
      title: 'Bezpieczeństwo i poufność na planie',
      paragraphs: [
        'Ekipa pracuje w odzieży ochronnej i obuwiu zgodnym z wymaganiami zakładu, porusza się wyznaczonymi ciągami komunikacyjnymi i zawsze w towarzystwie Waszego opiekuna. Nie zatrzymujemy linii bez potrzeby – jeśli jakieś ujęcie wymaga przerwy, planujemy je na czas przezbrojenia lub postoju.',
        'Na życzenie podpisujemy umowę o zachowaniu poufności, a przed publikacją film trafia do osób, które u Was decydują o tym, co może zostać pokazane.',
      ],
    },
  ],
} as const satisfies Service;
