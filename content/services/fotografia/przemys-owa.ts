import { photoRun } from '../../media/sets';
import type { Service } from '../../types';

export const fotografiaPrzemyslowa = {
  id: 'przemys-owa',
  kind: 'foto',
  menu: { label: 'Przemysłowa', slogan: 'Ludzie, maszyny i procesy w kadrze' },
  headline: 'Hale, linie produkcyjne i ludzie przy pracy',
  summary:
    'Fotografujemy zakłady produkcyjne, maszyny i ludzi przy pracy – z poszanowaniem zasad BHP i rytmu zmiany, w Krakowie i w całej Polsce.',
  intro: [
    'Zakład produkcyjny rzadko wydaje się spektakularny ludziom, którzy bywają w nim codziennie. Dla fotografa to jednak jedno z najciekawszych miejsc: metal, para, iskry, rytm maszyn i skupienie ludzi, którzy dokładnie wiedzą, co robią.',
    'Fotografujemy hale, linie technologiczne, magazyny i place budowy w całej Polsce. Przyjeżdżamy z własnym oświetleniem, pracujemy w środkach ochrony indywidualnej i dostosowujemy się do harmonogramu produkcji – tak, żeby zdjęcia powstały, a zakład pracował swoim trybem.',
    'Zdjęcia przemysłowe trafiają do raportów rocznych, ofert przetargowych, materiałów rekrutacyjnych i na stronę firmy. Dlatego od początku ustalamy, co mają podkreślać: skalę, precyzję, nowoczesność czy ludzi.',
  ],
  photos: photoRun(16, 18),
  sections: [
    {
      title: 'Dlaczego warto pokazać zakład od środka',
      intro:
        'Odbiorcy w przemyśle kupują kompetencje, których nie widać gołym okiem. Dobre zdjęcia sprawiają, że stają się namacalne.',
      points: [
        '•\tKlient widzi park maszynowy i skalę produkcji, zanim przyjedzie na audyt',
        '•\tKandydaci do pracy wiedzą, w jakim miejscu i z kim będą pracować',
        '•\tDział sprzedaży ma własne zdjęcia zamiast fotografii z banków zdjęć',
        '•\tRaport roczny i materiały dla inwestorów zyskują wiarygodność',
        '•\tPowstaje dokumentacja inwestycji, modernizacji i uruchomienia nowych linii',
      ],
    },
    {
      title: 'Z kim pracujemy',
      paragraphs: [
        'Sesje przemysłowe realizujemy dla zakładów produkcyjnych, firm logistycznych, energetycznych i budowlanych – niezależnie od tego, czy na hali stoją prasy, piece hutnicze, czy linie rozlewnicze.',
        'Po stronie klienta rozmawiamy zwykle z działem marketingu, komunikacji lub HR, a w sprawach organizacyjnych – z kierownikiem produkcji i służbą BHP. Chętnie współpracujemy też z agencjami, które przygotowują dla zakładu raport, katalog albo kampanię rekrutacyjną.',
      ],
    },
    {
      title: 'Jak organizujemy zdjęcia w zakładzie',
      intro:
        'Wejście z aparatem na halę wymaga przygotowania. Ustalamy wszystko wcześniej, żeby w dniu zdjęć nie blokować produkcji.',
      points: [
        '1. Założenia – określamy cel zdjęć, listę ujęć i miejsca, których nie wolno fotografować ze względu na tajemnicę przedsiębiorstwa.',
        '2. Wizja lokalna – jeśli to możliwe, oglądamy halę wcześniej; jeśli nie, oceniamy światło i ciągi komunikacyjne na podstawie zdjęć i planu.',
        '3. Instruktaż i zgody – przechodzimy szkolenie BHP dla gości, a z koordynatorem ustalamy trasę i osoby, które zgodziły się na publikację wizerunku.',
        '4. Zdjęcia w trakcie zmiany – fotografujemy normalną pracę, a ujęcia aranżowane robimy w krótkich, wcześniej uzgodnionych przerwach.',
        '5. Selekcja i akceptacja – przesyłamy podglądy do wyboru i, jeśli trzeba, do sprawdzenia przez dział techniczny.',
        '6. Obróbka i oddanie – opracowujemy zdjęcia w spójnej kolorystyce i przekazujemy komplet plików.',
      ],
    },
    {
      title: 'Co przekazujemy po sesji',
      points: [
        'Wyselekcjonowane zdjęcia w pełnej rozdzielczości, także do druku wielkoformatowego',
        'Retusz elementów przypadkowych: luźnych kabli, tymczasowych oznaczeń, bałaganu na posadzce',
        'Zdjęcia uporządkowane według działów, linii lub etapów procesu',
      ],
      paragraphs: [
        'Nie usuwamy z kadrów środków ochrony ani znaków bezpieczeństwa – zdjęcie ma pokazywać pracę zgodną z przepisami.',
        'Termin zależy od liczby lokalizacji i zakresu retuszu. Jeśli zdjęcia są potrzebne na targi lub do przetargu, najpierw przygotowujemy kilka najważniejszych kadrów.',
      ],
    },
    {
      title: 'Bezpieczeństwo na planie',
      intro: 'Na terenie zakładu obowiązują zasady zakładu, a nie fotografa.',
      paragraphs: [
        'Przyjeżdżamy z własnym obuwiem ochronnym, kaskami i kamizelkami odblaskowymi. Jeśli hala wymaga dodatkowych środków – okularów, ochronników słuchu czy odzieży antystatycznej – ustalamy to wcześniej z koordynatorem.',
        'Nie wchodzimy bez opiekuna do wyznaczonych stref, nie prosimy operatorów o zdejmowanie osłon ani o pracę szybszą niż zwykle. Lampy ustawiamy tak, żeby nie oślepiały ludzi przy maszynach i nie tarasowały dróg ewakuacyjnych.',
      ],
    },
  ],
} as const satisfies Service;
