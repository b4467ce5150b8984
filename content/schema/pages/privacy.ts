import { z } from 'zod';

import { LAUNCH_LIST } from '../../sample-values.mjs';
import { sectionSchema } from '../blocks';
import { claimsSchema } from '../claims';
import { group, line, list, text, translated } from '../fields';
import { FORM_PLACEHOLDERS, PLACEHOLDERS } from './hints';

/** content/privacy.json: the privacy policy and the clause under the contact form. */
export const privacySchema = z
  .strictObject({
    title: line({
      i18n: 'translate',
      title: 'Tytuł',
      description: 'Nagłówek strony polityki prywatności.',
    }),
    description: text({
      i18n: 'translate',
      title: 'Opis w wyszukiwarce',
      description: `Jedno zdanie o stronie. ${PLACEHOLDERS}`,
    }),
    intro: translated(
      list(text({ title: 'Akapit', description: 'Jeden akapit.' }), {
        title: 'Wstęp',
        description: 'Akapity pod nagłówkiem.',
      }),
    ),
    sections: translated(
      list(
        sectionSchema,
        {
          title: 'Sekcje',
          description: `Części polityki. ${PLACEHOLDERS} ${FORM_PLACEHOLDERS} Akapit {mediaSources} to zdanie o serwerach z plikami, {filmCdn} – akapit o serwerze filmów, {processorAgreement} – zdanie o umowie z EmailJS (wszystkie niżej).`,
        },
        { min: 2 },
      ),
    ),
    mediaSources: group(
      {
        local: text({
          i18n: 'translate',
          title: 'Gdy wszystkie pliki są na stronie',
          description: 'Zdanie o tym, skąd strona wczytuje czcionki, zdjęcia i filmy.',
        }),
        external: text({
          i18n: 'translate',
          title: 'Gdy część plików jest na innych serwerach',
          description: 'To samo zdanie; {mediaHosts} to lista tych serwerów.',
        }),
      },
      {
        title: 'Skąd są pliki',
        description: 'Strona sama wybiera wersję według adresów zdjęć i filmów.',
      },
    ),
    filmCdn: group(
      {
        text: text({
          i18n: 'translate',
          title: 'Akapit o serwerze filmów',
          description:
            'Polityka wstawia go jako {filmCdn} tylko wtedy, gdy filmy są wczytywane z osobnego serwera (CDN, ustawienie NEXT_PUBLIC_MEDIA_BASE); inaczej akapitu nie ma. {filmHost} to adres tego serwera.',
        }),
      },
      {
        title: 'Serwer filmów (CDN)',
        description:
          'Kto udostępnia filmy, co przeglądarka mu przesyła i dlaczego z niego korzystamy.',
      },
    ),
    processorAgreement: group(
      {
        confirmed: z.boolean().meta({
          widget: 'boolean',
          title: 'Umowa z EmailJS zawarta',
          description: `Zaznacz, gdy studio zaakceptuje na swoim koncie EmailJS umowę powierzenia przetwarzania danych (Data Processing Agreement). DO UZUPEŁNIENIA przed publikacją: dopóki pole nie jest zaznaczone, jest ono na liście „${LAUNCH_LIST}”.`,
        }),
        whenConfirmed: text({
          i18n: 'translate',
          title: 'Zdanie po zawarciu umowy',
          description:
            'Polityka wstawia je jako {processorAgreement}, gdy pole wyżej jest zaznaczone.',
        }),
        untilConfirmed: text({
          i18n: 'translate',
          title: 'Zdanie przed zawarciem umowy',
          description:
            'To samo miejsce, dopóki pole wyżej nie jest zaznaczone: nie może mówić o umowie jak o zawartej.',
        }),
      },
      {
        title: 'Umowa powierzenia z EmailJS',
        description:
          'Polityka mówi o zawartej umowie dopiero wtedy, gdy studio potwierdzi, że ją zaakceptowało.',
      },
    ),
    form: group(
      {
        fields: group(
          {
            name: line({
              i18n: 'translate',
              title: 'Pole „Imię i nazwisko”',
              description: 'Jak nazywa je polityka.',
            }),
            email: line({
              i18n: 'translate',
              title: 'Pole „E-mail”',
              description: 'Jak nazywa je polityka.',
            }),
            message: line({
              i18n: 'translate',
              title: 'Pole „Wiadomość”',
              description: 'Jak nazywa je polityka.',
            }),
          },
          {
            title: 'Pola formularza',
            description:
              'Dane, które zbiera formularz; wszystkie pola są wymagane. Polityka i informacja pod formularzem wstawiają je jako {form.fields}.',
          },
        ),
        purposes: translated(
          list(
            group(
              {
                purpose: line({
                  title: 'Cel',
                  description: 'Po co przetwarzamy dane, np. „odpowiedź na Twoją wiadomość”.',
                }),
                basis: line({
                  title: 'Podstawa prawna',
                  description: 'Przepis RODO i interes, na którym opiera się ten cel.',
                }),
              },
              { title: 'Cel przetwarzania', description: 'Cel i jego podstawa prawna.' },
            ),
            {
              title: 'Cele przetwarzania',
              description:
                'Cele, w których przetwarzamy dane z formularza: {form.purposes} w obu tekstach, {form.purposesWithBases} w polityce.',
            },
            { min: 1 },
          ),
        ),
      },
      {
        title: 'Dane z formularza',
        description:
          'Pola i cele zapisane raz: polityka i informacja pod formularzem biorą je stąd, więc zawsze się zgadzają.',
      },
    ),
    formNotice: group(
      {
        text: text({
          i18n: 'translate',
          title: 'Tekst',
          description: `Krótka informacja pod formularzem; kończy się słowami przed linkiem, np. „Szczegóły znajdziesz w”. ${PLACEHOLDERS} ${FORM_PLACEHOLDERS}`,
        }),
        link: line({
          i18n: 'translate',
          title: 'Link',
          description:
            'Tekst linku do polityki prywatności w formie, której wymaga zdanie, np. „polityce prywatności”.',
        }),
        objection: text({
          i18n: 'translate',
          title: 'Prawo do sprzeciwu',
          description: `Osobny akapit pod informacją, bo RODO (art. 21 ust. 4) każe wyraźnie poinformować o prawie do sprzeciwu i przedstawić je jasno, oddzielnie od innych informacji: napisz, wobec jakiego przetwarzania przysługuje i jak wnieść sprzeciw do studia. ${PLACEHOLDERS}`,
        }),
      },
      { title: 'Pod formularzem', description: 'Klauzula informacyjna przy formularzu.' },
    ),
    claims: claimsSchema,
  })
  .meta({
    widget: 'object',
    title: 'Polityka prywatności',
    description: 'WZÓR do sprawdzenia przez prawnika; części w [nawiasach] trzeba uzupełnić.',
  });

export type PrivacyData = z.infer<typeof privacySchema>;
