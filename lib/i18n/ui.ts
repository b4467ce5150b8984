import type { Locale } from '@/content/locale';

/**
 * The interface's own words in each language: menus, buttons, names for
 * assistive technology, the form's messages. The Polish ones are the site's
 * as it always was (SPEC's verbatim strings among them); the English ones
 * are British English. Client islands get their group as props.
 */
const pl = {
  skip: 'Przejdź do treści',
  home: 'strona główna',
  nav: {
    main: 'Główna',
    mobile: 'Menu mobilne',
    menu: 'Menu',
    closeMenu: 'Zamknij menu',
    about: 'O nas',
    work: 'Realizacje',
    contact: 'Kontakt',
    privacy: 'Polityka prywatności',
    services: 'usługi',
    kinds: { foto: 'Fotografia', film: 'Film' },
    scrollLeft: 'przewiń w lewo',
    scrollRight: 'przewiń w prawo',
  },
  footer: {
    about: 'Studio fotografii i filmu.',
    rights: 'Wszelkie prawa zastrzeżone.',
  },
  hero: {
    region: 'Prezentacja studia',
    slideRole: 'slajd',
    choose: 'Wybierz slajd',
    slide: 'Slajd {n} z {count}',
    prev: 'Poprzedni slajd',
    next: 'Następny slajd',
    play: 'Wznów pokaz slajdów',
    pause: 'Zatrzymaj pokaz slajdów',
  },
  film: { play: 'Odtwórz film', pause: 'Zatrzymaj film' },
  gallery: {
    title: 'galeria',
    enlarge: 'powiększ',
    video: 'Wideo',
    preview: 'podgląd',
    close: 'Zamknij',
    prev: 'Poprzedni',
    next: 'Następny',
  },
  strip: { title: 'Nasze realizacje', more: 'Dalej' },
  clients: 'Nasi klienci',
  realizations: 'Nasze Realizacje',
  related: 'zobacz także',
  contactPage: { title: 'Kontakt', write: 'Napisz do nas', area: 'Działamy' },
  /** The call to ask about a service, and the form's field that carries it (lib/contact/inquiry.ts). */
  inquiry: {
    ask: 'Zapytaj o termin i wycenę',
    field: 'Usługa',
    none: 'Inna sprawa lub jeszcze nie wiem',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    text: 'Strona, której szukasz, nie istnieje lub została przeniesiona. Zacznij od strony głównej albo wybierz usługę z menu.',
    back: 'Wróć na stronę główną',
  },
  form: {
    label: 'Formularz kontaktowy',
    legend: 'Twoja wiadomość',
    fields: {
      name: { label: 'Imię i nazwisko', placeholder: 'Imię i Nazwisko' },
      email: { label: 'E-mail', placeholder: 'Email' },
      message: { label: 'Wiadomość', placeholder: 'Wiadomość' },
    },
    website: 'Strona internetowa',
    noJs: 'Formularz działa po włączeniu JavaScriptu. Napisz do nas na',
    orCall: 'lub zadzwoń:',
    direct: 'Napisz też bezpośrednio na',
    retry: 'Spróbuj ponownie',
    /** Shown once a draft kept on this device has been put back into the form (lib/contact/draft.ts). */
    draftRestored:
      'Przywróciliśmy wiadomość, której nie wysłano: jej wersja robocza była zapisana tylko na tym urządzeniu.',
    draftDiscard: 'Usuń wersję roboczą',
    sendingNote: 'Wysyłamy Twoją wiadomość…',
    sentNote: 'Dziękujemy! Wiadomość dotarła – odpowiemy najszybciej, jak to możliwe.',
    button: {
      idle: 'Wyślij wiadomość',
      sending: 'Wysyłanie…',
      sent: 'Wiadomość wysłana',
      failed: 'Wyślij wiadomość',
    },
  },
};

export type UiText = typeof pl;

const en: UiText = {
  skip: 'Skip to content',
  home: 'home',
  nav: {
    main: 'Main',
    mobile: 'Mobile menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    about: 'About',
    work: 'Our work',
    contact: 'Contact',
    privacy: 'Privacy policy',
    services: 'services',
    kinds: { foto: 'Photography', film: 'Film' },
    scrollLeft: 'scroll left',
    scrollRight: 'scroll right',
  },
  footer: {
    about: 'Photography and film studio.',
    rights: 'All rights reserved.',
  },
  hero: {
    region: 'Studio showreel',
    slideRole: 'slide',
    choose: 'Choose a slide',
    slide: 'Slide {n} of {count}',
    prev: 'Previous slide',
    next: 'Next slide',
    play: 'Resume slideshow',
    pause: 'Pause slideshow',
  },
  film: { play: 'Play film', pause: 'Pause film' },
  gallery: {
    title: 'gallery',
    enlarge: 'enlarge',
    video: 'Video',
    preview: 'viewer',
    close: 'Close',
    prev: 'Previous',
    next: 'Next',
  },
  strip: { title: 'Selected work', more: 'More' },
  clients: 'Our clients',
  realizations: 'Selected work',
  related: 'more from the studio',
  contactPage: { title: 'Contact', write: 'Write to us', area: 'Where we work' },
  inquiry: {
    ask: 'Check dates and get a quote',
    field: 'Service',
    none: 'Something else, or not sure yet',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you’re looking for doesn’t exist or has moved. Start from the home page, or choose a service from the menu.',
    back: 'Back to the home page',
  },
  form: {
    label: 'Contact form',
    legend: 'Your message',
    fields: {
      name: { label: 'Full name', placeholder: 'Full name' },
      email: { label: 'Email', placeholder: 'Email' },
      message: { label: 'Message', placeholder: 'Message' },
    },
    website: 'Website',
    noJs: 'The form needs JavaScript. Email us at',
    orCall: 'or call',
    direct: 'Or email us directly at',
    retry: 'Try again',
    draftRestored:
      'We’ve restored the message you didn’t send: its draft was saved on this device only.',
    draftDiscard: 'Delete draft',
    sendingNote: 'Sending your message…',
    sentNote: 'Thank you – your message has arrived. We’ll reply as soon as we can.',
    button: {
      idle: 'Send message',
      sending: 'Sending…',
      sent: 'Message sent',
      failed: 'Send message',
    },
  },
};

export function uiText(locale: Locale = 'pl'): UiText {
  return locale === 'en' ? en : pl;
}

/** 'Slajd {n} z {count}' with its numbers. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
