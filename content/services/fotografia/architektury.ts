import { photoRun } from '../../media/sets';
import type { Service } from '../../types';

export const fotografiaArchitektury = {
  id: 'architektury',
  kind: 'foto',
  menu: { label: 'Architektury', slogan: 'Przestrzeń w najlepszym świetle' },
  headline: 'Budynki i wnętrza: proporcje, światło, detal',
  summary:
    'Fotografujemy budynki i wnętrza dla architektów, projektantów, deweloperów i hoteli – z prostymi liniami, wiernym kolorem i światłem dobranym do pory dnia.',
  intro: [
    'Architektura powstaje latami, a na zdjęciu ma kilka sekund, żeby zatrzymać uwagę. Fotografia musi oddać to, co projektant wiedział od początku: jak budynek wpisuje się w otoczenie, jak prowadzi światło przez wnętrze i z jaką starannością wykonano detal.',
    'Fotografujemy z zachowaniem pionów i proporcji, obiektywami z przesuwem i przy starannie zaplanowanym świetle. Pilnujemy pory dnia, kierunku słońca i pogody – czasem na właściwe ujęcie elewacji czeka się do niebieskiej godziny, kiedy niebo ciemnieje, a w oknach zapalają się światła.',
  ],
  photos: photoRun(20, 13),
  sections: [
    {
      title: 'Po co profesjonalne zdjęcia architektury',
      intro: 'Dobre zdjęcia dają projektowi drugie życie – daleko poza miejscem, w którym stoi.',
      points: [
        'Portfolio biura architektonicznego i zgłoszenia konkursowe',
        'Publikacje w prasie branżowej i serwisach o architekturze',
        'Sprzedaż i wynajem mieszkań, biur oraz lokali usługowych',
        'Oferta hoteli, restauracji i obiektów konferencyjnych',
        'Dokumentacja ukończonej inwestycji lub konserwacji zabytku',
      ],
    },
    {
      title: 'Dla architektów, inwestorów i gospodarzy',
      paragraphs: [
        'Fotografujemy dla architektów i projektantów wnętrz, którzy chcą pokazać zrealizowane projekty, a także dla deweloperów, generalnych wykonawców i producentów materiałów budowlanych – dla nich zdjęcie gotowego budynku to najlepsza wizytówka.',
        'Zapraszają nas również hotele, pensjonaty, restauracje i właściciele nieruchomości na wynajem, a także instytucje kultury i parafie, które chcą udokumentować zabytkowe wnętrza po pracach konserwatorskich.',
      ],
    },
    {
      title: 'Jak przebiega sesja',
      intro: 'Zdjęcia architektury planujemy jak małą produkcję – z mapą słońca w ręku.',
      points: [
        '1. Projekt i rzuty – prosimy o plany, wizualizacje i opis najważniejszych założeń, żeby zrozumieć, co w budynku jest kluczowe.',
        '2. Rekonesans i plan światła – sprawdzamy położenie względem stron świata i ustalamy, które ujęcia robimy rano, które w południe, a które o zmierzchu.',
        '3. Przygotowanie wnętrz – razem z Wami lub ze stylistą porządkujemy przestrzeń, chowamy kable, ustawiamy meble i dodatki.',
        '4. Zdjęcia – pracujemy ze statywu, często łącząc kilka ekspozycji, żeby zachować szczegóły zarówno za oknami, jak i w cieniach.',
        '5. Postprodukcja – prostujemy linie, wyrównujemy barwę światła i usuwamy drobne zakłócenia, nie zmieniając samej architektury.',
      ],
    },
    {
      title: 'Gotowa seria zdjęć',
      paragraphs: [
        'Zdjęcia oddajemy jako zamkniętą serię: od ujęć ogólnych, pokazujących bryłę i kontekst, przez widoki wnętrz, po detale materiałów i połączeń. Termin zależy od liczby obiektów i od pogody, na którą czasem trzeba poczekać.',
      ],
      points: [
        'Kadry poziome i pionowe, także pod układy prasowe',
        'Ujęcia dzienne i wieczorne, jeśli zostały zaplanowane',
        'Licencja z jasno opisanym prawem do przekazywania zdjęć wydawcom i partnerom projektu',
      ],
    },
    {
      title: 'Dobrze wiedzieć przed sesją',
      intro: 'Najwięcej na zdjęciach psuje to, czego na co dzień nie zauważamy.',
      paragraphs: [
        'Przed sesją wnętrz warto uprzątnąć blaty, zdjąć z szyb naklejki i zetrzeć ślady palców, a z pomieszczeń wynieść rzeczy, które nie należą do projektu. Dobrze też wymienić przepalone żarówki i zadbać o to, żeby wszystkie miały podobną barwę – na zdjęciach różnica jest wyraźna.',
        'Przy zdjęciach elewacji jesteśmy zależni od pogody. Zwykle rezerwujemy termin podstawowy i zapasowy, a dzień wcześniej wspólnie decydujemy, czy warunki pozwolą zrobić zdjęcia, na których Wam zależy.',
      ],
    },
  ],
} as const satisfies Service;
