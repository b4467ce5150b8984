import type { Locale } from '@/content/locale';

/**
 * The realizations' own words (the index, a realization's page, the blocks
 * that lead to them), in each language. Apart from uiText (./ui.ts), which
 * client islands import: only server components say these, so no script
 * carries them.
 */
const pl = {
  title: 'Realizacje',
  intro: 'Prace studia, od najnowszych: każda z opisem zlecenia, wszystkimi zdjęciami i filmami.',
  empty: 'Pierwsze realizacje pojawią się tu wkrótce.',
  /** The index's further pages: in the page's title („Realizacje – strona 2 z 5”), under its h1. */
  page: 'strona {n} z {count}',
  pageHeading: 'Strona {n} z {count}',
  pages: 'Strony realizacji',
  prev: 'Poprzednia strona',
  next: 'Następna strona',
  pageLink: 'Strona {n}',
  all: 'Wszystkie realizacje',
  latest: 'Ostatnie realizacje',
  more: 'Inne realizacje',
  date: 'Data',
  place: 'Miejsce',
  client: 'Klient',
  service: 'Usługa',
  services: 'Usługi',
  story: 'O realizacji',
  media: 'Zdjęcia i filmy',
  quote: 'Opinia klienta',
};

export type WorkText = typeof pl;

const en: WorkText = {
  title: 'Our work',
  intro:
    'The studio’s work, latest first: each with the story of the commission, every photograph and every film.',
  empty: 'Our first projects will appear here soon.',
  page: 'page {n} of {count}',
  pageHeading: 'Page {n} of {count}',
  pages: 'Pages of our work',
  prev: 'Previous page',
  next: 'Next page',
  pageLink: 'Page {n}',
  all: 'See all our work',
  latest: 'Recent work',
  more: 'More of our work',
  date: 'Date',
  place: 'Location',
  client: 'Client',
  service: 'Service',
  services: 'Services',
  story: 'About the project',
  media: 'Photographs and films',
  quote: 'What the client said',
};

export function workText(locale: Locale = 'pl'): WorkText {
  return locale === 'en' ? en : pl;
}
