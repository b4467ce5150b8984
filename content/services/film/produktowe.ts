import { videoLibrary } from '../../media/library';
import { photoRun, videoEntry } from '../../media/sets';
import type { Service } from '../../types';

export const filmProduktowe = {
  id: 'produktowe',
  kind: 'film',
  menu: { label: 'Produktowe', slogan: 'Produkt w ruchu i w szczególe' },
  headline: 'Pokażcie, jak Wasz produkt wygląda i działa',
  summary:
    'Filmy produktowe do sklepów internetowych, kampanii i prezentacji: detal, faktura i działanie produktu w studiu lub w naturalnym otoczeniu.',
  intro: [
    'Zdjęcie pokazuje, jak produkt wygląda. Film pokazuje, jak się otwiera, jak leży w dłoni, jak pracuje i co się dzieje, gdy ktoś zaczyna go używać. Dla klienta, który przed zakupem nie może go dotknąć, to często najważniejszy argument.',
    'Kręcimy zarówno na stole bezcieniowym, jak i w aranżacjach odtwarzających prawdziwe wnętrza oraz w plenerze. Dbamy o światło, które wydobywa fakturę materiału, o płynny ruch kamery i o to, żeby kolor na ekranie zgadzał się z tym na półce.',
  ],
  photos: photoRun(32, 3),
  videos: [videoEntry(videoLibrary.filmProduktowe1), videoEntry(videoLibrary.filmProduktowe2)],
  sections: [
    {
      title: 'Co daje dobry film produktowy',
      paragraphs: [
        'Film odpowiada na pytania, które klient zadałby w sklepie: jaki to ma rozmiar, z czego jest zrobione, jak działa zamknięcie, ile miejsca zajmuje po rozłożeniu. Kilkusekundowe ujęcie w dłoni rozwiewa wątpliwości szybciej niż akapit opisu.',
        'Materiał nakręcony raz można wykorzystać w wielu miejscach: na karcie produktu, w kampanii, na ekranie przy stoisku targowym i w szkoleniu dla sprzedawców.',
      ],
    },
    {
      title: 'Kto korzysta z filmów produktowych',
      points: [
        'Sklepy internetowe i marki sprzedające bezpośrednio klientom',
        'Producenci mebli, oświetlenia, kosmetyków i akcesoriów',
        'Firmy technologiczne prezentujące urządzenia i ich funkcje',
        'Producenci maszyn i narzędzi, którzy potrzebują materiałów dla dystrybutorów',
        'Marki spożywcze i rzemieślnicze, dla których ważny jest proces powstawania',
      ],
    },
    {
      title: 'Przebieg realizacji',
      intro:
        'Produkty do zdjęć możecie przywieźć do naszego studia lub przesłać kurierem – ustalamy to na samym początku.',
      points: [
        '1. Lista ujęć – wybieramy cechy produktu, które trzeba pokazać, i kolejność, w jakiej widz ma je poznać.',
        '2. Stylizacja i scenografia – dobieramy tło, rekwizyty i osoby, które pojawią się w kadrze.',
        '3. Zdjęcia – pracujemy z obiektywami makro, wózkiem kamerowym i precyzyjnym światłem, ujęcie po ujęciu.',
        '4. Montaż i grafika – dodajemy opisy funkcji i animowane wyróżnienia tam, gdzie pomagają zrozumieć produkt.',
        '5. Kolor i dźwięk – wyrównujemy barwy do wzorca produktu i dobieramy muzykę.',
      ],
    },
    {
      title: 'Pliki, które otrzymujecie',
      intro:
        'Zakres wersji ustalamy przed zdjęciami, żeby kadrowanie od razu uwzględniało wszystkie formaty.',
      points: [
        'Film główny oraz krótkie zapętlone ujęcia do karty produktu',
        'Wersje pionowe do relacji i krótkich form w mediach społecznościowych',
        'Wariant bez napisów oraz z napisami w wybranych językach',
        'Pliki przygotowane pod sklep internetowy i platformy sprzedażowe',
      ],
      paragraphs: [
        'Na życzenie przygotowujemy również stopklatki w wysokiej rozdzielczości, które sprawdzą się jako miniatury filmu.',
      ],
    },
    {
      title: 'Zanim produkt trafi na plan',
      paragraphs: [
        'Najlepiej przekazać nam kilka egzemplarzy, w tym przynajmniej jeden bez śladów użytkowania i w nienaruszonym opakowaniu. Przy urządzeniach z wyświetlaczem warto przygotować ekrany, które chcecie pokazać, a przy kosmetykach czy żywności – zapas na kilka podejść, bo część zużyjemy na planie.',
        'Przydadzą się też Wasze wytyczne marki: kolory, kroje pisma i przykłady materiałów, które już publikujecie. Dzięki nim film od pierwszego kadru będzie pasował do reszty komunikacji.',
      ],
    },
  ],
} as const satisfies Service;
