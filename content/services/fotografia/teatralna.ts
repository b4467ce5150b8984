import { photoRun } from '../../media/sets';
import type { Service } from '../../types';

export const fotografiaTeatralna = {
  id: 'teatralna',
  kind: 'foto',
  menu: { label: 'Teatralna', slogan: 'Spektakl zatrzymany w jednej klatce' },
  headline: 'Próby, spektakle i premiery w teatrze i operze',
  summary:
    'Fotografujemy próby generalne, spektakle i kulisy teatrów oraz oper – dyskretnie, bez lamp błyskowych i w zgodzie z rytmem przedstawienia.',
  intro: [
    'Teatr istnieje tylko tu i teraz. Po ostatnim przedstawieniu zostają program, recenzje i zdjęcia – i to one decydują, jak spektakl zapamiętają ci, którzy nie zdążyli go zobaczyć.',
    'Fotografujemy w świetle zaprojektowanym przez reżysera świateł, bez lamp błyskowych i bez ingerowania w przebieg sceny. Znamy wyzwania tej pracy: półmrok, szybki ruch, ostre punktowe światło, śpiewaków w ciężkich kostiumach i tancerzy, którzy nie zatrzymają się do zdjęcia.',
    'Pracujemy dla teatrów dramatycznych, oper, filharmonii i zespołów niezależnych w Krakowie i w całej Polsce: na dużych scenach, w salach prób, na festiwalach i przy spektaklach plenerowych.',
  ],
  photos: photoRun(24, 11),
  sections: [
    {
      title: 'Po co zdjęcia ze spektaklu',
      intro: 'Dobry kadr teatralny pracuje znacznie dłużej niż jeden sezon.',
      paragraphs: [
        'Zdjęcia z próby generalnej trafiają na afisze, do programów, na stronę teatru i do zapowiedzi w mediach – zwykle jeszcze przed premierą. Dziennikarze potrzebują ich od razu, a widz, który zastanawia się, na co kupić bilet, ocenia spektakl właśnie po nich.',
        'Z czasem fotografie stają się archiwum: dokumentacją inscenizacji, scenografii i kostiumów, a dla aktorów i śpiewaków – materiałem do portfolio. Dlatego fotografujemy zarówno wielkie sceny zbiorowe, jak i drobne gesty, które z widowni łatwo przeoczyć.',
      ],
    },
    {
      title: 'Teatry, opery, festiwale i twórcy',
      intro: 'Nasze zdjęcia teatralne powstają na zamówienie instytucji i samych twórców.',
      points: [
        'Teatry dramatyczne, muzyczne i lalkowe',
        'Opery, operetki i filharmonie',
        'Zespoły baletowe i teatry tańca',
        'Teatry niezależne i grupy alternatywne',
        'Festiwale i przeglądy teatralne',
        'Reżyserzy, scenografowie i aktorzy dokumentujący swoją pracę',
      ],
    },
    {
      title: 'Jak pracujemy w teatrze',
      intro:
        'Na scenie obowiązuje rytm przedstawienia, a nie aparatu. Dostosowujemy się do niego od pierwszej rozmowy.',
      points: [
        '1. Rozmowa z teatrem – ustalamy, czy fotografujemy próbę generalną, przedstawienie z publicznością, czy osobne ustawienia do plakatu.',
        '2. Poznanie spektaklu – prosimy o scenariusz, libretto lub nagranie z próby, żeby wiedzieć, kiedy nadchodzą kluczowe sceny.',
        '3. Ustalenia z inspicjentem – wybieramy miejsca na widowni i w kulisach, z których nie przeszkodzimy aktorom ani technice.',
        '4. Zdjęcia – pracujemy w trybie cichej migawki, bez lampy i bez wchodzenia na scenę w trakcie akcji.',
        '5. Wybór prasowy – w pierwszej kolejności przygotowujemy kilkanaście kadrów dla mediów i działu promocji.',
        '6. Pełna galeria – następnie opracowujemy dokumentację całego spektaklu, scena po scenie.',
      ],
    },
    {
      title: 'Co otrzymuje teatr',
      intro: 'Zdjęcia oddajemy w dwóch etapach, bo prasa nie może czekać na pełną dokumentację.',
      points: [
        '•\tWybór prasowy gotowy do wysłania mediom możliwie szybko po próbie',
        '•\tPełną galerię dokumentującą przebieg całego spektaklu',
        '•\tPionowe kadry z miejscem na tytuł – na afisze i okładki programów',
        '•\tOpisy zdjęć z nazwiskami wykonawców, zgodne z obsadą przekazaną przez teatr',
      ],
      paragraphs: [
        'Obróbka zachowuje charakter światła zaprojektowanego dla spektaklu – nie rozjaśniamy scen, które miały być mroczne, i nie zmieniamy barw kostiumów. Zakres licencji, w tym prawo do przekazywania zdjęć mediom i artystom, ustalamy w umowie z teatrem.',
      ],
    },
    {
      title: 'Dobrze wiedzieć',
      paragraphs: [
        'Najlepsze warunki daje próba generalna bez publiczności lub z niewielką widownią: możemy wtedy zmieniać miejsca i fotografować z bliska. Podczas przedstawienia z widzami pracujemy z wyznaczonych punktów, a długie obiektywy pozwalają zbliżyć się do sceny bez wstawania z fotela.',
        'Jeśli teatr potrzebuje zdjęcia na plakat jeszcze przed premierą, proponujemy osobną, krótką sesję z aktorami w kostiumach i scenografii, przy świetle ustawionym specjalnie pod aparat.',
      ],
    },
  ],
} as const satisfies Service;
