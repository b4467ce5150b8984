import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, ContentError, displayPath, fillPlaceholders, readDataFile } from './load';
import { englishFile, type Locale } from './locale';
import { studioPlaceholders } from './placeholders';
import { homeSchema, type HomeData } from './schema';
import { getService } from './services';
import { readTranslation, translationData } from './translation';

/** The home page's blocks that links and the hero's calls to action point at (/#o-nas). */
export const homeAnchors = {
  about: 'o-nas',
  realizations: 'realizacje',
  portfolio: 'portfolio',
  contact: 'contact',
} as const;

/** The same blocks on the English home page (/en#about): English addresses for English pages. */
export const englishHomeAnchors = {
  about: 'about',
  realizations: 'work',
  portfolio: 'portfolio',
  contact: 'contact',
} as const satisfies Record<keyof typeof homeAnchors, string>;

export function homeAnchorsFor(locale: Locale): Record<keyof typeof homeAnchors, string> {
  return locale === 'en' ? englishHomeAnchors : homeAnchors;
}

/** A call to action's '#o-nas' as the English page names that block ('#about'). */
function anchorIn(locale: Locale, href: string): string {
  const key = (Object.keys(homeAnchors) as (keyof typeof homeAnchors)[]).find(
    (k) => `#${homeAnchors[k]}` === href,
  );
  return key ? `#${homeAnchorsFor(locale)[key]}` : href;
}

const homeFile = () => path.join(contentDir(), 'home.json');

/** content/home.json in English (content/translation.ts). */
export const homeTranslation = cache(() => readTranslation(homeFile(), homeSchema));

const readHome = cache((locale: Locale = 'pl') =>
  fillPlaceholders(
    locale === 'en' ? translationData(homeTranslation()) : readDataFile(homeFile(), homeSchema),
    studioPlaceholders(locale),
    locale === 'en' ? englishFile(homeFile()) : homeFile(),
    locale,
  ),
);

export type SlideData = HomeData['slides'][number];

/** The carousel's slides as the content has them, their calls to action in the page's language. */
export function getSlides(locale: Locale = 'pl'): SlideData[] {
  return readHome(locale).slides.map((slide) => ({
    ...slide,
    ctaHref: anchorIn(locale, slide.ctaHref) as SlideData['ctaHref'],
  }));
}

export type RealizationCardData = HomeData['realizations'][number];

/**
 * The realization cards as the content has them; in English only those whose
 * service has its English page. Checked when read: every card leads to a real page.
 */
export function getRealizationCards(locale: Locale = 'pl'): RealizationCardData[] {
  return readHome(locale)
    .realizations.flatMap((card) => {
      if (locale === 'en') return getService(card.service, 'en') ? [card] : [];
      return [card];
    })
    .map((card, i) => {
      if (!getService(card.service)) {
        throw new ContentError(
          `Błędy w treści:\n${displayPath(homeFile())}: realizations[${i}].service: nie ma usługi ${card.service} (pliku ${card.service}.json)`,
        );
      }
      return card;
    });
}

/** The about block, built around the claim 'more than an image'. */
export const getAbout = (locale: Locale = 'pl') => readHome(locale).about;

export const getPartners = (locale: Locale = 'pl') => readHome(locale).partners;

export const getContactCta = (locale: Locale = 'pl') => readHome(locale).contact;
