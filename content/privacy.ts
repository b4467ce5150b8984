import { externalMediaOrigins } from './media/media-urls';
import { studio } from './studio';
import type { Section } from './types';

// Where fonts and media come from: the site's own server, plus any media host in the registry.
const mediaHosts = externalMediaOrigins().map((origin) => new URL(origin).host);
const mediaSources =
  mediaHosts.length === 0
    ? 'Czcionki, zdjęcia i filmy wczytuje z własnego serwera.'
    : `Czcionki wczytuje z własnego serwera, a część zdjęć i filmów z ${mediaHosts.join(', ')}; te serwery widzą adres IP przeglądarki, jak każdy serwer, z którego wczytuje się plik.`;

/**
 * The privacy policy (/polityka-prywatnosci) and the information clause at the
 * contact form (RODO art. 13). A TEMPLATE: the studio's lawyer must confirm it,
 * and every [bracketed] part is a placeholder to fill in before launch (README).
 * What it says about the browser is checked at runtime by e2e/privacy.spec.ts.
 */
export const privacyPolicy = {
  title: 'Polityka prywatności',
  description: `Kto przetwarza dane z formularza kontaktowego studia ${studio.name}, w jakim celu i jak długo, jakie masz prawa i co strona zapisuje w przeglądarce.`,
  intro: [
    'Tu opisujemy, co dzieje się z danymi, które podajesz w formularzu kontaktowym, i co ta strona zapisuje w Twojej przeglądarce. Jeśli coś jest niejasne, napisz do nas.',
    'Ostatnia aktualizacja: [data publikacji].',
  ],
  sections: [
    {
      title: 'Kto jest administratorem danych',
      paragraphs: [
        `Administratorem Twoich danych osobowych jest ${studio.legalName}, ${studio.registeredAddress}, NIP ${studio.taxId}. W sprawach danych osobowych napisz na ${studio.email} lub zadzwoń pod numer ${studio.phone}.`,
      ],
    },
    {
      title: 'Jakie dane zbieramy i po co',
      paragraphs: [
        'Formularz kontaktowy zbiera imię i nazwisko, adres e-mail i treść wiadomości. Używamy ich wyłącznie po to, żeby odpowiedzieć na Twoją wiadomość, a jeśli o to prosisz – przygotować ofertę.',
        'Podstawą prawną jest nasz prawnie uzasadniony interes, czyli odpowiedź na wiadomość, którą do nas kierujesz (art. 6 ust. 1 lit. f RODO), a gdy wiadomość dotyczy zamówienia – działania podejmowane na Twoje żądanie przed zawarciem umowy (art. 6 ust. 1 lit. b RODO). Podanie danych jest dobrowolne, ale bez adresu e-mail nie będziemy mogli odpowiedzieć.',
      ],
    },
    {
      title: 'Kto jeszcze ma dostęp do danych',
      paragraphs: [
        'Wiadomość z formularza przekazuje nam usługa EmailJS, którą świadczy EmailJS Pte. Ltd. z siedzibą w Singapurze. EmailJS przetwarza dane na nasze zlecenie, na podstawie umowy powierzenia (Data Processing Agreement), i nie wykorzystuje ich do własnych celów. Jej serwery działają poza Europejskim Obszarem Gospodarczym [do potwierdzenia: lokalizacja serwerów]; przekazanie danych zabezpieczają [do potwierdzenia: standardowe klauzule umowne Komisji Europejskiej z umowy powierzenia].',
        'Od EmailJS wiadomość trafia do naszej skrzynki pocztowej u [dostawca poczty]. Stronę udostępnia [firma hostingowa]; jej serwer zapisuje w dziennikach adres IP i adresy odwiedzonych stron i usuwa je po [okres przechowywania dzienników].',
      ],
    },
    {
      title: 'Jak długo przechowujemy dane',
      paragraphs: [
        'Wiadomość i dalszą korespondencję przechowujemy przez [12 miesięcy] od ostatniej wiadomości. Jeśli zawrzemy umowę, przechowujemy je przez czas jej wykonania, a potem do upływu terminu przedawnienia roszczeń i tak długo, jak wymagają tego przepisy podatkowe. Historię wysyłek w panelu EmailJS usuwamy po [okres].',
      ],
    },
    {
      title: 'Twoje prawa',
      intro: `Masz prawo do dostępu do swoich danych, ich sprostowania, usunięcia lub ograniczenia przetwarzania, a także do sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie. Wystarczy napisać na ${studio.email}.`,
      paragraphs: [
        'Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa, uodo.gov.pl).',
      ],
    },
    {
      title: 'Co strona zapisuje w przeglądarce',
      paragraphs: [
        'Nic. Strona nie używa plików cookie ani narzędzi analitycznych, reklamowych czy śledzących i nie zapisuje niczego w pamięci przeglądarki (localStorage, sessionStorage), także po wysłaniu formularza.',
        mediaSources,
      ],
    },
  ],
} as const satisfies {
  title: string;
  description: string;
  intro: readonly string[];
  sections: readonly Section[];
};

/** The short information clause under the contact form; the link names the policy. */
export const formNotice = {
  text: `Administratorem danych z formularza jest ${studio.legalName}. Używamy ich tylko po to, żeby odpowiedzieć na Twoją wiadomość; przekazuje ją nam usługa EmailJS. Szczegóły i Twoje prawa opisujemy w dokumencie`,
  link: 'Polityka prywatności',
} as const;
