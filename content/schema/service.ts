import { z } from 'zod';

import { sectionSchema } from './blocks';
import { claimsSchema } from './claims';
import { group, line, list, sameItems, text, translated } from './fields';
import { photoSchema, videoSchema } from './media';

/**
 * One service page: content/services/<folder>/<id>.json. The file name is the
 * service's id and address (/fotografia/<id>, /film/<id>) and the folder its
 * kind (fotografia → foto, film → film), so neither is written in the file.
 */
export const serviceSchema = z
  .strictObject({
    menu: group(
      {
        label: translated(
          line(
            {
              title: 'Nazwa w menu',
              description:
                'Krótka nazwa usługi w menu Fotografia / Film, np. „Ślubna”. Nazwa angielska jest też adresem strony angielskiej („Wedding” → /en/photography/wedding): jej zmiana przenosi stronę pod nowy adres, a stary przestaje działać.',
            },
            { max: 40 },
          ),
        ),
        slogan: translated(
          line(
            {
              title: 'Slogan w menu',
              description: 'Kilka słów pod nazwą w menu, np. „Wasz dzień, opowiedziany po cichu”.',
            },
            { max: 80 },
          ),
        ),
        order: z.int().min(1).meta({
          widget: 'number',
          title: 'Kolejność w menu',
          description:
            'Miejsce usługi w menu swojej kategorii: 1 to pierwsza pozycja. Usługi z tą samą liczbą są ułożone według nazw plików.',
        }),
      },
      { title: 'Menu', description: 'Jak usługa wygląda w menu i w stopce.' },
    ),
    name: translated(
      line(
        {
          title: 'Pełna nazwa usługi',
          description:
            'Nazwa w tytule strony, nad nagłówkiem i w danych dla wyszukiwarek. Przy pustym polu powstaje z nazwy w menu („Fotografia ślubna”, „Wedding photography”). Wpisz ją, gdy tak utworzona nazwa nie zgadza się z tekstem strony, np. „Architectural photography” zamiast „Architecture photography”.',
        },
        { max: 60 },
      ),
    ).optional(),
    headline: translated(
      line(
        {
          title: 'Nagłówek strony',
          description:
            'Główny tytuł strony (h1), od 10 do 80 znaków. Nie powtarzaj nazwy usługi widocznej nad nim: powiedz, co klient dostaje.',
        },
        { min: 10, max: 80 },
      ),
    ),
    summary: translated(
      text(
        {
          title: 'Opis w wyszukiwarce',
          description:
            'Jedno zdanie (40–160 znaków): opis strony w Google i tekst karty usługi na innych stronach.',
        },
        { min: 40, max: 160 },
      ),
    ),
    intro: translated(
      list(
        text({ title: 'Akapit wstępu', description: 'Jeden akapit wstępu.' }),
        {
          title: 'Wstęp',
          description: '2–3 akapity pod nagłówkiem. Zacznij od tematu strony, nie od nazwy studia.',
        },
        { min: 2, max: 3 },
      ),
    ),
    photos: sameItems(
      list(photoSchema, {
        title: 'Zdjęcia',
        description:
          'Galeria strony; pierwsze zdjęcie jest też zdjęciem głównym i podglądem przy udostępnianiu. Każde zdjęcie musi mieć opis.',
      }),
    ).optional(),
    videos: sameItems(
      list(videoSchema, {
        title: 'Filmy',
        description:
          'Filmy strony; pierwszy gra w tle nagłówka (bez dźwięku), wszystkie są też w galerii.',
      }),
    ).optional(),
    sections: translated(
      list(
        sectionSchema,
        {
          title: 'Sekcje',
          description:
            '4–5 sekcji: dlaczego warto, dla kogo, jak przebiega praca, co klient otrzymuje. Przebieg pracy najlepiej pokazać jako kroki.',
        },
        { min: 4, max: 5 },
      ),
    ),
    claims: claimsSchema,
  })
  .meta({
    widget: 'object',
    title: 'Usługa',
    description:
      'Strona jednej usługi. Nazwa pliku to końcówka adresu strony, a folder – jej kategoria (Fotografia albo Film).',
  });

/** A service file as written. */
export type ServiceData = z.infer<typeof serviceSchema>;
