import { z } from 'zod';

import { CONFIRM_TITLES, SAMPLE_STUDIO } from '../sample-values.mjs';
import {
  ambientVideoSchema,
  group,
  line,
  list,
  logoFile,
  photoSchema,
  sectionSchema,
  text,
} from './fields';

/** Hint for texts that may use placeholders (content/placeholders.ts). */
const PLACEHOLDERS =
  'Można wstawić dane studia: {studio.name}, {studio.fullName}, {studio.controller}, {studio.email}, {studio.phone}, {studio.registeredAddress}, {studio.taxId}, {studio.foundingYear}; {services.count} to liczba usług.';

/** Hint for the privacy texts: the form's fields and purposes, written once (privacy.json, form). */
const FORM_PLACEHOLDERS =
  '{form.fields} to pola formularza, {form.purposes} – cele, {form.purposesWithBases} – cele z podstawami prawnymi (zapisane raz, niżej w „Dane z formularza”).';

const anchor = z.enum(['#portfolio', '#contact', '#o-nas', '#realizacje']).meta({
  widget: 'select',
  title: 'Cel przycisku',
  description:
    'Blok strony głównej, do którego prowadzi przycisk: #portfolio (realizacje), #contact (kontakt), #o-nas, #realizacje.',
});

const titleAndText = (title: string, description: string) =>
  group(
    {
      title: line({ title: 'Tytuł', description: 'Nagłówek bloku.' }),
      text: text({ title: 'Tekst', description: 'Jeden akapit pod nagłówkiem.' }),
    },
    { title, description },
  );

/** content/home.json: the home page's slides, realization cards, about block and more. */
export const homeSchema = z
  .strictObject({
    slides: list(
      group(
        {
          title: line({ title: 'Tytuł slajdu', description: 'Duży napis na slajdzie.' }),
          subtitle: line({ title: 'Podtytuł', description: 'Napis pod tytułem.' }),
          ctaText: line({ title: 'Napis na przycisku', description: 'Np. „Zobacz realizacje”.' }),
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
    realizations: list(
      group(
        {
          title: line({ title: 'Tytuł karty', description: 'Np. „Fotografia przemysłowa”.' }),
          service: line({
            title: 'Usługa',
            description:
              'Nazwa pliku usługi (bez .json), do której prowadzi karta, np. architektury.',
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
    about: group(
      {
        eyebrow: line({ title: 'Nadtytuł', description: 'Mały napis nad tytułem, np. „O nas”.' }),
        title: line({ title: 'Tytuł', description: 'Nagłówek bloku.' }),
        paragraphs: list(
          text({ title: 'Akapit', description: 'Jeden akapit.' }),
          { title: 'Akapity', description: 'Tekst bloku „O nas”.' },
          { min: 1 },
        ),
        facts: list(
          group(
            {
              value: line({
                title: 'Liczba lub hasło',
                description: `Duży napis, np. „od {studio.foundingYear}”. ${PLACEHOLDERS}`,
              }),
              label: line({ title: 'Podpis', description: 'Mały napis pod nim.' }),
            },
            { title: 'Fakt', description: 'Duży napis i podpis.' },
          ),
          { title: 'Fakty', description: 'Krótkie fakty o studiu, w jednym rzędzie.' },
        ),
      },
      { title: 'O nas', description: 'Blok „O nas” na stronie głównej.' },
    ),
    partners: titleAndText('Współpracujemy', 'Nagłówek i tekst nad logotypami klientów.'),
    contact: titleAndText(
      'Zaproszenie do kontaktu',
      'Nagłówek i tekst nad formularzem, na stronie głównej i na stronie Kontakt.',
    ),
  })
  .meta({ widget: 'object', title: 'Strona główna', description: 'Treść strony głównej.' });

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
      title: 'Pełna nazwa studia',
      description:
        'Nazwa, pod którą studio działa, np. „Światłocień – studio fotografii i filmu”: w stopce i w polityce prywatności.',
    }),
    legalName: line({
      title: 'Nazwa prawna (firma)',
      description:
        'Firma przedsiębiorcy tak, jak jest wpisana do CEIDG albo KRS, np. „Jan Kowalski Światłocień” albo „Światłocień sp. z o.o.”: w polityce prywatności (obok administratora, jeśli się od niego różni) i w danych dla wyszukiwarek. DO UZUPEŁNIENIA przed publikacją: dopóki pole jest puste, lista rzeczy do uzupełnienia je wymienia, a wyszukiwarki nie dostają nazwy prawnej.',
    }).optional(),
    controller: line({
      title: 'Administrator danych',
      description:
        'Kto prawnie odpowiada za dane osobowe: imię i nazwisko przedsiębiorcy (jednoosobowa działalność) albo firma spółki z formą prawną, np. „Światłocień sp. z o.o.”. Nazwa studia nie wystarczy. Teksty z {studio.controller} podają go razem z nazwą prawną, jeśli jest inna. DO UZUPEŁNIENIA przed publikacją: zastąp tekst w nawiasie kwadratowym [ ] prawdziwymi danymi.',
    }),
    tagline: line({ title: 'Hasło', description: 'Hasło studia, np. „Więcej niż obraz”.' }),
    email: z.email().meta({
      widget: 'string',
      title: 'E-mail',
      description: 'Adres, na który klienci piszą.',
    }),
    emailConfirmed: confirmed(
      CONFIRM_TITLES.email,
      `Zaznacz, jeśli adres wyżej jest właściwy. Dopóki jest to przykładowy adres ${SAMPLE_STUDIO.email}, a pole nie jest zaznaczone, kontrola przed publikacją wymienia go jako do uzupełnienia.`,
    ),
    phone: line(
      {
        title: 'Telefon',
        description: `Z numerem kierunkowym, np. ${SAMPLE_STUDIO.phone}. To numer przykładowy: dopóki stoi w tym polu, kontrola przed publikacją wymienia go jako do uzupełnienia.`,
      },
      {
        pattern: /^\+?[\d ]{9,}$/,
        message: 'oczekiwano numeru telefonu: cyfry i spacje, na początku może stać +',
      },
    ),
    areaServed: line({
      title: 'Obszar działania',
      description: 'Np. „Kraków, Małopolska i cała Polska”.',
    }),
    city: line({ title: 'Miasto', description: 'Siedziba studia.' }),
    region: line({ title: 'Województwo', description: 'Np. małopolskie.' }),
    country: line(
      { title: 'Kraj', description: 'Kod kraju, dwie wielkie litery (PL).' },
      { pattern: /^[A-Z]{2}$/, message: 'oczekiwano kodu kraju z dwóch wielkich liter, np. PL' },
    ),
    foundingYear: z.int().min(1900).max(2100).meta({
      widget: 'number',
      title: 'Rok założenia',
      description: 'Rok, w którym studio zaczęło pracę, np. 2014.',
    }),
    foundingYearConfirmed: confirmed(
      CONFIRM_TITLES.foundingYear,
      `Zaznacz, jeśli rok wyżej jest właściwy. Dopóki jest to przykładowy rok ${SAMPLE_STUDIO.foundingYear}, a pole nie jest zaznaczone, kontrola przed publikacją wymienia go jako do uzupełnienia.`,
    ),
    registeredAddress: line({
      title: 'Adres siedziby',
      description:
        'Adres administratora danych do polityki prywatności: ulica z numerem, kod pocztowy i miasto.',
    }),
    taxId: line({
      title: 'NIP',
      description: 'NIP administratora danych do polityki prywatności.',
    }),
    logo: logoFile({
      title: 'Logo',
      description: 'Logo studia (SVG) w jasnym kolorze, na ciemne tło.',
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
            'Zaznacz, jeśli adres wyżej prowadzi do profilu studia. Dopóki jest to adres z przykładowej treści, a pole nie jest zaznaczone, kontrola przed publikacją wymienia go jako do uzupełnienia.',
          ),
        },
        { title: 'Profil', description: 'Profil studia w serwisie społecznościowym.' },
      ),
      { title: 'Media społecznościowe', description: 'Linki w stopce.' },
    ),
  })
  .meta({ widget: 'object', title: 'Studio', description: 'Dane kontaktowe i firmowe studia.' });

/** content/clients.json: the logos of the scrolling strip. */
export const clientsSchema = z
  .strictObject({
    clients: list(
      group(
        {
          name: line({ title: 'Nazwa klienta', description: 'Także opis logo dla niewidomych.' }),
          logo: logoFile({
            title: 'Logo',
            description: 'Logo klienta (SVG) w jasnym kolorze na przezroczystym tle.',
          }),
        },
        { title: 'Klient', accusative: 'Klienta', description: 'Nazwa i logo.' },
      ),
      { title: 'Klienci', description: 'Logotypy w przewijanym pasku, w tej kolejności.' },
      { min: 2 },
    ),
  })
  .meta({ widget: 'object', title: 'Klienci', description: 'Klienci studia.' });

/** content/site.json: what search engines and the installed app say about the site. */
export const siteSchema = z
  .strictObject({
    name: line({
      title: 'Nazwa aplikacji',
      description: 'Nazwa strony zainstalowanej na telefonie.',
    }),
    title: line({
      title: 'Tytuł strony',
      description: 'Tytuł strony głównej w Google i na karcie przeglądarki.',
    }),
    description: text(
      {
        title: 'Opis strony',
        description: 'Opis w Google (do 160 znaków); domyślny dla stron bez własnego.',
      },
      { max: 160 },
    ),
    themeColor: line(
      { title: 'Kolor motywu', description: 'Kolor paska przeglądarki, np. #0e0d0c.' },
      { pattern: /^#[0-9a-f]{6}$/i, message: 'oczekiwano koloru w postaci #0e0d0c' },
    ),
    fallbackPhoto: photoSchema.meta({
      widget: 'photo',
      title: 'Zdjęcie zastępcze',
      description: 'Pokazywane na stronie usługi, która nie ma zdjęć ani filmów.',
    }),
  })
  .meta({ widget: 'object', title: 'Strona', description: 'Tytuł, opis i kolor strony.' });

/** content/privacy.json: the privacy policy and the clause under the contact form. */
export const privacySchema = z
  .strictObject({
    title: line({ title: 'Tytuł', description: 'Nagłówek strony polityki prywatności.' }),
    description: text({
      title: 'Opis w wyszukiwarce',
      description: `Jedno zdanie o stronie. ${PLACEHOLDERS}`,
    }),
    intro: list(text({ title: 'Akapit', description: 'Jeden akapit.' }), {
      title: 'Wstęp',
      description: 'Akapity pod nagłówkiem.',
    }),
    sections: list(
      sectionSchema,
      {
        title: 'Sekcje',
        description: `Części polityki. ${PLACEHOLDERS} ${FORM_PLACEHOLDERS} Akapit {mediaSources} to zdanie o serwerach z plikami, {filmCdn} – akapit o serwerze filmów, {processorAgreement} – zdanie o umowie z EmailJS (wszystkie niżej).`,
      },
      { min: 2 },
    ),
    mediaSources: group(
      {
        local: text({
          title: 'Gdy wszystkie pliki są na stronie',
          description: 'Zdanie o tym, skąd strona wczytuje czcionki, zdjęcia i filmy.',
        }),
        external: text({
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
          description:
            'Zaznacz, gdy studio zaakceptuje na swoim koncie EmailJS umowę powierzenia przetwarzania danych (Data Processing Agreement). DO UZUPEŁNIENIA przed publikacją: dopóki pole nie jest zaznaczone, lista rzeczy do uzupełnienia je wymienia.',
        }),
        whenConfirmed: text({
          title: 'Zdanie po zawarciu umowy',
          description:
            'Polityka wstawia je jako {processorAgreement}, gdy pole wyżej jest zaznaczone.',
        }),
        untilConfirmed: text({
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
            name: line({ title: 'Pole „Imię i nazwisko”', description: 'Jak nazywa je polityka.' }),
            email: line({ title: 'Pole „E-mail”', description: 'Jak nazywa je polityka.' }),
            message: line({ title: 'Pole „Wiadomość”', description: 'Jak nazywa je polityka.' }),
          },
          {
            title: 'Pola formularza',
            description:
              'Dane, które zbiera formularz; wszystkie pola są wymagane. Polityka i informacja pod formularzem wstawiają je jako {form.fields}.',
          },
        ),
        purposes: list(
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
          title: 'Tekst',
          description: `Krótka informacja pod formularzem; kończy się słowami przed linkiem, np. „Szczegóły znajdziesz w”. ${PLACEHOLDERS} ${FORM_PLACEHOLDERS}`,
        }),
        link: line({
          title: 'Link',
          description:
            'Tekst linku do polityki prywatności w formie, której wymaga zdanie, np. „polityce prywatności”.',
        }),
        objection: text({
          title: 'Prawo do sprzeciwu',
          description: `Osobny akapit pod informacją, bo RODO (art. 21 ust. 4) każe przedstawić sprzeciw wyraźnie i oddzielnie: wobec czego i jak wnieść go do studia. ${PLACEHOLDERS}`,
        }),
      },
      { title: 'Pod formularzem', description: 'Klauzula informacyjna przy formularzu.' },
    ),
  })
  .meta({
    widget: 'object',
    title: 'Polityka prywatności',
    description: 'WZÓR do sprawdzenia przez prawnika; części w [nawiasach] trzeba uzupełnić.',
  });

/** content/terms.json: the deadline, licence and delivery terms under every service page. */
export const termsSchema = z
  .strictObject({
    title: line({ title: 'Tytuł', description: 'Nagłówek bloku.' }),
    points: list(
      text({ title: 'Punkt', description: 'Jeden warunek, pełnymi zdaniami.' }),
      {
        title: 'Punkty',
        description: 'Termin, licencja i pliki: pokazywane pod sekcjami każdej strony usługi.',
      },
      { min: 1 },
    ),
    film: list(
      text({ title: 'Punkt', description: 'Jeden warunek, pełnymi zdaniami.' }),
      {
        title: 'Punkty tylko dla filmów',
        description:
          'Dopisywane do punktów powyżej tylko na stronach filmów (/film/…), np. o licencji na muzykę.',
      },
      { min: 1 },
    ).optional(),
  })
  .meta({
    widget: 'object',
    title: 'Warunki usług',
    description: 'Wspólny blok wszystkich stron usług.',
  });

export type HomeData = z.infer<typeof homeSchema>;
export type StudioData = z.infer<typeof studioSchema>;
export type ClientsData = z.infer<typeof clientsSchema>;
export type SiteData = z.infer<typeof siteSchema>;
export type PrivacyData = z.infer<typeof privacySchema>;
export type TermsData = z.infer<typeof termsSchema>;
