import { hasEnglish, serviceHasEnglish } from '@/content/english';
import type { Locale } from '@/content/locale';
import { getServices } from '@/content/services';

import {
  indexPageCount,
  publishedRealizations,
  realizationPath,
  realizationsIndexPath,
  realizationsPath,
} from '../realization-routes';
import {
  contactPath,
  englishContactPath,
  englishHomePath,
  englishPrivacyPath,
  privacyPath,
  servicePath,
} from '../routes';

/**
 * Every page in its languages: the Polish address, and the English one when
 * the page is published in English (content/english.ts). Canonical links,
 * hreflang alternates, the sitemap and the language switch all read this one
 * table, so the two languages always point at each other.
 */
export interface PagePair {
  readonly pl: string;
  readonly en?: string;
}

export function pagePairs(): PagePair[] {
  const page = (pl: string, en: string, published: boolean): PagePair =>
    published ? { pl, en } : { pl };
  const english = new Map(getServices('en').map((s) => [s.id, s]));
  const englishWork = new Map(publishedRealizations('en').map((r) => [r.slug, r]));
  const englishPages = indexPageCount('en');
  return [
    page('/', englishHomePath, hasEnglish('home')),
    page(contactPath, englishContactPath, hasEnglish('contact')),
    page(privacyPath, englishPrivacyPath, hasEnglish('privacy')),
    ...getServices().map((s) => {
      const en = serviceHasEnglish(s) ? english.get(s.id) : undefined;
      return en ? { pl: servicePath(s), en: servicePath(en) } : { pl: servicePath(s) };
    }),
    // The index's pages pair by number: page 2 in Polish with page 2 in English.
    ...Array.from({ length: indexPageCount('pl') }, (_, i) =>
      page(
        realizationsIndexPath('pl', i + 1),
        realizationsIndexPath('en', i + 1),
        i < englishPages,
      ),
    ),
    ...publishedRealizations('pl').map((r) => {
      const en = englishWork.get(r.slug);
      return en ? { pl: realizationPath(r), en: realizationPath(en) } : { pl: realizationPath(r) };
    }),
  ];
}

/** The pair a canonical path belongs to (either language), or undefined. */
export function pairOf(path: string, pairs = pagePairs()): PagePair | undefined {
  return pairs.find((p) => p.pl === path || p.en === path);
}

/** The address of a language's version of a page, when it has one. */
export function pathIn(locale: Locale, path: string): string | undefined {
  const pair = pairOf(path);
  return pair?.[locale];
}

/**
 * Every page's address in the other language ('/kontakt' → '/en/contact'):
 * the switch's map, which every page carries (the header is the layout's).
 * Not the realizations nor the index's further pages: as many as the studio
 * publishes, they would make every page grow with the portfolio. The switch
 * takes theirs from the page's own hreflang link (switchFolders).
 */
export function counterparts(): Record<string, string> {
  return Object.fromEntries(
    pagePairs().flatMap(({ pl, en }) =>
      en && !pl.startsWith(`${realizationsPath}/`)
        ? [
            [pl, en],
            [en, pl],
          ]
        : [],
    ),
  );
}

/**
 * The folders whose pages the switch's map leaves out, each with the page the
 * switch leads to before a script has read the page's hreflang link (and
 * without one): the other language's index of realizations, else its home.
 */
export function switchFolders(to: Locale): { readonly prefix: string; readonly target: string }[] {
  const from = to === 'en' ? 'pl' : 'en';
  const target =
    indexPageCount(to) > 0 ? realizationsIndexPath(to) : to === 'en' ? englishHomePath : '/';
  return [{ prefix: `${realizationsIndexPath(from)}/`, target }];
}

/** hreflang's value per language, and its Open Graph locale. */
export const languageTags: Record<Locale, { readonly hreflang: string; readonly og: string }> = {
  pl: { hreflang: 'pl', og: 'pl_PL' },
  en: { hreflang: 'en', og: 'en_GB' },
};
