import { z } from 'zod';

import { group, isoDate, line, list, sameItems, string, text, translated } from './fields';
import { photoSchema, videoSchema } from './media';

/**
 * One realization (a job the studio did): content/realizations/<slug>.json.
 * The file name is its address (/realizacje/<slug>); the English address
 * comes from the English title (lib/routes.ts). The services are chosen from
 * the registry's (cms/editor/service-options.ts); the loader refuses an id
 * no service file has.
 */
export const realizationSchema = z
  .strictObject({
    title: translated(
      line(
        {
          title: 'Tytuł',
          description:
            'Nagłówek strony realizacji i jej nazwa na liście, od 10 do 90 znaków, np. „Ślub Marty i Pawła w Tatrach”.',
        },
        { min: 10, max: 90 },
      ),
    ),
    services: list(
      string('service', {
        title: 'Usługa',
        description: 'Jedna z usług studia.',
      }),
      {
        title: 'Usługi',
        description:
          'Usługa, której dotyczy realizacja (od 1 do 3). Strona realizacji do niej prowadzi, a strona usługi pokazuje ją wśród ostatnich realizacji.',
      },
      { min: 1, max: 3 },
    ),
    date: isoDate({
      title: 'Data',
      description:
        'Dzień realizacji (przy kilku dniach – pierwszy), zapisany RRRR-MM-DD, np. 2026-06-14. Lista realizacji zaczyna się od najnowszej.',
    }),
    place: translated(
      line(
        {
          name: true,
          title: 'Miejsce',
          description:
            'Gdzie powstały zdjęcia lub film, do 80 znaków, np. „Kraków, Opactwo w Tyńcu”.',
        },
        { max: 80 },
      ),
    ).optional(),
    client: group(
      {
        name: line(
          { title: 'Nazwa klienta', description: 'Firma, instytucja albo imiona pary.' },
          { max: 80 },
        ),
        hidden: z.boolean().optional().meta({
          widget: 'boolean',
          title: 'Nie pokazuj nazwy klienta',
          description:
            'Zaznacz, jeśli klient nie chce być wymieniony: nazwa zostanie tylko w edytorze, strona jej nie pokaże.',
        }),
      },
      // „Dane klienta”, not „Klient”: the editor's switch reads „Dodaj dane klienta”.
      { title: 'Dane klienta', description: 'Dla kogo powstała realizacja.' },
    ).optional(),
    cover: photoSchema.meta({
      widget: 'photo',
      title: 'Okładka',
      description:
        'Zdjęcie na górze strony, na liście realizacji i przy udostępnianiu linku. Może być też jednym ze zdjęć galerii.',
    }),
    photos: sameItems(
      list(photoSchema, {
        title: 'Zdjęcia',
        description:
          'Wszystkie zdjęcia realizacji, w tej kolejności; galeria i powiększenie pokazują każde. Każde zdjęcie musi mieć opis.',
      }),
    ).optional(),
    videos: sameItems(
      list(videoSchema, {
        title: 'Filmy',
        description: 'Filmy realizacji; galeria pokazuje je przed zdjęciami.',
      }),
    ).optional(),
    story: translated(
      list(
        text({ title: 'Akapit', description: 'Jeden akapit opisu.' }),
        {
          title: 'Opis',
          description:
            '1–8 akapitów: czego klient potrzebował, jak przebiegła praca i co powstało. Pierwszy akapit jest też opisem strony w Google.',
        },
        { min: 1, max: 8 },
      ),
    ),
    quote: group(
      {
        text: text(
          {
            i18n: 'translate',
            title: 'Cytat',
            description: 'Jedno lub dwa zdania, bez cudzysłowu (strona doda go sama).',
          },
          { max: 400 },
        ),
        author: line(
          {
            i18n: 'translate',
            name: true,
            title: 'Kto to powiedział',
            description: 'Np. „Marta i Paweł” albo „Anna Nowak, dyrektor zakładu”.',
          },
          { max: 80 },
        ),
      },
      // „Słowa klienta”: the editor's switch reads „Dodaj słowa klienta”.
      { title: 'Słowa klienta', description: 'Cytat obok opisu realizacji.' },
    ).optional(),
  })
  .meta({
    widget: 'object',
    title: 'Realizacja',
    description:
      'Strona jednej realizacji: zdjęcia, filmy i opis zlecenia. Nazwa pliku to końcówka adresu strony.',
  });

/** A realization file as written. */
export type RealizationData = z.infer<typeof realizationSchema>;
