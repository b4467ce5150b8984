import { z } from 'zod';

import { claimsSchema } from '../claims';
import { group, line, list, sameItems, string, text, translated } from '../fields';
import { ambientVideoSchema, photoSchema } from '../media';
import { COUNT_FORMS, PLACEHOLDERS } from './hints';

const anchor = z.enum(['#portfolio', '#contact', '#o-nas', '#realizacje']).meta({
  widget: 'select',
  title: 'Cel przycisku',
  description:
    'Blok strony głównej, do którego prowadzi przycisk: #realizacje albo #portfolio – „Nasze realizacje” (oba prowadzą w to samo miejsce), #o-nas – „O nas”, #contact – zaproszenie do kontaktu na dole strony.',
});

const titleAndText = (title: string, description: string) =>
  group(
    {
      title: line({ i18n: 'translate', title: 'Tytuł', description: 'Nagłówek bloku.' }),
      text: text({
        i18n: 'translate',
        title: 'Tekst',
        description: 'Jeden akapit pod nagłówkiem.',
      }),
    },
    { title, description },
  );

/** content/home.json: the home page's slides, realization cards, about block and more. */
export const homeSchema = z
  .strictObject({
    slides: sameItems(
      list(
        group(
          {
            title: line({
              i18n: 'translate',
              title: 'Tytuł slajdu',
              description: 'Duży napis na slajdzie.',
            }),
            subtitle: line({
              i18n: 'translate',
              title: 'Podtytuł',
              description: 'Napis pod tytułem.',
            }),
            ctaText: line({
              i18n: 'translate',
              title: 'Napis na przycisku',
              description: 'Np. „Zobacz realizacje”.',
            }),
            ctaHref: anchor,
            video: ambientVideoSchema,
          },
          { title: 'Slajd', description: 'Film w tle, napisy i przycisk.' },
        ),
        {
          title: 'Slajdy',
          description: 'Karuzela na górze strony głównej; pierwszy slajd wczytuje się najszybciej.',
        },
        { min: 1 },
      ),
    ),
    realizations: sameItems(
      list(
        group(
          {
            title: line({
              i18n: 'translate',
              title: 'Tytuł karty',
              description: 'Np. „Fotografia przemysłowa”.',
            }),
            // A choice of the services in the editor (cms/editor/service-options.ts).
            service: string('service', {
              title: 'Usługa',
              description:
                'Strona usługi, do której prowadzi karta. Nową usługę można tu wybrać, gdy jest już opublikowana.',
            }),
            video: ambientVideoSchema.optional(),
            photo: photoSchema.optional(),
          },
          {
            title: 'Karta',
            accusative: 'Kartę',
            description: 'Film albo zdjęcie (jedno z dwóch) i usługa.',
          },
        ).refine((card) => Boolean(card.video) !== Boolean(card.photo), {
          error: 'karta ma mieć film albo zdjęcie, jedno z dwóch',
        }),
        {
          title: 'Nasze realizacje',
          description: 'Karty prowadzące do stron usług, w tej kolejności.',
        },
        { min: 1 },
      ),
    ),
    about: group(
      {
        eyebrow: line({
          i18n: 'translate',
          title: 'Nadtytuł',
          description: 'Mały napis nad tytułem, np. „O nas”.',
        }),
        title: line({ i18n: 'translate', title: 'Tytuł', description: 'Nagłówek bloku.' }),
        paragraphs: translated(
          list(
            text({ title: 'Akapit', description: 'Jeden akapit.' }),
            { title: 'Akapity', description: 'Tekst bloku „O nas”.' },
            { min: 1 },
          ),
        ),
        facts: translated(
          list(
            group(
              {
                value: line({
                  i18n: 'translate',
                  title: 'Liczba lub krótki napis',
                  description: `Duży napis, np. „od {studio.foundingYear}” albo „{services.count}”. ${PLACEHOLDERS}`,
                }),
                label: line({
                  i18n: 'translate',
                  title: 'Podpis',
                  description: `Mały napis pod nim, np. „{services.count|rodzaj|rodzaje|rodzajów} usług foto i wideo”. ${COUNT_FORMS}`,
                }),
              },
              { title: 'Fakt', description: 'Duży napis i podpis.' },
            ),
            { title: 'Fakty', description: 'Krótkie fakty o studiu, w jednym rzędzie.' },
          ),
        ),
      },
      { title: 'O nas', description: 'Blok „O nas” na stronie głównej.' },
    ),
    partners: titleAndText('Współpracujemy', 'Nagłówek i tekst nad logotypami klientów.'),
    contact: titleAndText(
      'Zaproszenie do kontaktu',
      'Ostatni blok strony głównej: nagłówek i tekst nad danymi kontaktowymi i przyciskiem do formularza. Ten sam tekst (bez nagłówka) jest też na stronie Kontakt, obok formularza.',
    ),
    claims: claimsSchema,
  })
  .meta({ widget: 'object', title: 'Strona główna', description: 'Treść strony głównej.' });

export type HomeData = z.infer<typeof homeSchema>;
