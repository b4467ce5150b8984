import { z } from 'zod';

import { CONFIRM_TITLES, LAUNCH_LIST, SAMPLE_STUDIO } from '../../sample-values.mjs';
import { claimsSchema } from '../claims';
import { group, line, list } from '../fields';
import { logoFile } from '../media';

/**
 * A checkbox with which the studio confirms the sample value above it is in
 * fact right (content/sample-values.mjs); optional, unticked by default.
 */
const confirmed = (title: string, description: string) =>
  z.boolean().optional().meta({ widget: 'boolean', title, description });

/** content/studio.json: the studio's own details. */
export const studioSchema = z
  .strictObject({
    name: line({ title: 'Nazwa studia', description: 'Krótka nazwa, np. w logo i tytułach.' }),
    fullName: line({
      i18n: 'translate',
      title: 'Pełna nazwa studia',
      description:
        'Nazwa, pod którą studio działa, np. „Światłocień – studio fotografii i filmu”: w stopce i w polityce prywatności.',
    }),
    legalName: line({
      title: 'Nazwa prawna (firma)',
      description: `Firma przedsiębiorcy tak, jak jest wpisana do CEIDG albo KRS, np. „Jan Kowalski Światłocień” albo „Światłocień sp. z o.o.”: w polityce prywatności (obok administratora, jeśli się od niego różni) i w danych dla wyszukiwarek. DO UZUPEŁNIENIA przed publikacją: dopóki pole jest puste, jest ono na liście „${LAUNCH_LIST}”, a wyszukiwarki nie dostają nazwy prawnej.`,
    }).optional(),
    controller: line({
      title: 'Administrator danych',
      description:
        'Kto prawnie odpowiada za dane osobowe: imię i nazwisko przedsiębiorcy (jednoosobowa działalność) albo firma spółki z formą prawną, np. „Światłocień sp. z o.o.”. Nazwa studia nie wystarczy. Teksty z {studio.controller} podają go razem z nazwą prawną, jeśli jest inna. DO UZUPEŁNIENIA przed publikacją: zastąp tekst w nawiasie kwadratowym [ ] prawdziwymi danymi.',
    }),
    tagline: line({
      i18n: 'translate',
      title: 'Slogan',
      description: 'Slogan studia, np. „Więcej niż obraz”.',
    }),
    email: z.email().meta({
      widget: 'string',
      title: 'E-mail',
      description: 'Adres, na który klienci piszą, np. biuro@nazwa-studia.pl.',
      patternMessage: 'Wpisz adres e-mail, np. biuro@nazwa-studia.pl.',
    }),
    emailConfirmed: confirmed(
      CONFIRM_TITLES.email,
      `Zaznacz, jeśli adres wyżej jest właściwy. Dopóki jest to przykładowy adres ${SAMPLE_STUDIO.email}, a pole nie jest zaznaczone, jest on na liście „${LAUNCH_LIST}”.`,
    ),
    phone: line(
      {
        title: 'Telefon',
        description: `Z numerem kierunkowym, np. ${SAMPLE_STUDIO.phone}. To numer przykładowy: dopóki jest w tym polu, jest on na liście „${LAUNCH_LIST}”.`,
      },
      {
        pattern: /^\+?[\d ]{9,}$/,
        message: 'Wpisz numer telefonu: cyfry i spacje, na początku może być +.',
      },
    ),
    areaServed: line({
      i18n: 'translate',
      title: 'Obszar działania',
      description: 'Np. „Kraków, Małopolska i cała Polska”.',
    }),
    city: line({ title: 'Miasto', description: 'Siedziba studia.' }),
    region: line({ i18n: 'translate', title: 'Województwo', description: 'Np. małopolskie.' }),
    country: line(
      { title: 'Kraj', description: 'Kod kraju, dwie wielkie litery (PL).' },
      { pattern: /^[A-Z]{2}$/, message: 'Wpisz kod kraju: dwie wielkie litery, np. PL.' },
    ),
    foundingYear: z.int().min(1900).max(2100).meta({
      widget: 'number',
      title: 'Rok założenia',
      description: 'Rok, w którym studio zaczęło pracę, np. 2014.',
    }),
    foundingYearConfirmed: confirmed(
      CONFIRM_TITLES.foundingYear,
      `Zaznacz, jeśli rok wyżej jest właściwy. Dopóki jest to przykładowy rok ${SAMPLE_STUDIO.foundingYear}, a pole nie jest zaznaczone, jest on na liście „${LAUNCH_LIST}”.`,
    ),
    registeredAddress: line({
      title: 'Adres siedziby',
      description:
        'Adres administratora danych do polityki prywatności: ulica z numerem, kod pocztowy i miasto. DO UZUPEŁNIENIA przed publikacją: zastąp tekst w nawiasie kwadratowym [ ] prawdziwymi danymi.',
    }),
    taxId: line({
      title: 'NIP',
      description:
        'NIP administratora danych do polityki prywatności. DO UZUPEŁNIENIA przed publikacją: zastąp tekst w nawiasie kwadratowym [ ] prawdziwym numerem.',
    }),
    logo: logoFile({
      title: 'Logo',
      description: 'Logo studia (SVG albo PNG) w jasnym kolorze, na ciemne tło.',
    }),
    social: list(
      group(
        {
          label: line({ title: 'Nazwa serwisu', description: 'Np. Instagram.' }),
          url: z.url({ protocol: /^https$/ }).meta({
            widget: 'string',
            title: 'Adres profilu',
            description: 'Pełny adres https://…',
          }),
          confirmed: confirmed(
            CONFIRM_TITLES.social,
            `Zaznacz, jeśli adres wyżej prowadzi do profilu studia. Dopóki jest to adres z przykładowej treści, a pole nie jest zaznaczone, jest on na liście „${LAUNCH_LIST}”.`,
          ),
        },
        { title: 'Profil', description: 'Profil studia w serwisie społecznościowym.' },
      ),
      { title: 'Media społecznościowe', description: 'Linki w stopce.' },
    ),
    claims: claimsSchema,
  })
  .meta({ widget: 'object', title: 'Studio', description: 'Dane kontaktowe i firmowe studia.' });

export type StudioData = z.infer<typeof studioSchema>;
