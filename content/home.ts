import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { hasFilm } from '@/content/media/films';
import type { Picture } from '@/lib/images';
import { ambientFilm, fallbackPhoto, filmPoster } from '@/lib/media';

import {
  contentDir,
  ContentError,
  displayPath,
  fillPlaceholders,
  imageSize,
  readDataFile,
} from './load';
import type { Locale } from './locale';
import { studioPlaceholders } from './placeholders';
import { homeSchema, type HomeData } from './schema';
import { getService, type ServiceId } from './services';
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
    homeFile(),
  ),
);

type SlideData = HomeData['slides'][number];

/**
 * A slide of the home hero carousel: its texts and call to action as the
 * schema has them, and its film: the master the content names (`master`), the
 * short muted loop (`src`) and the poster the films pipeline made of it.
 */
export type HeroSlide = Omit<SlideData, 'video'> & {
  readonly master: string;
  readonly src: string;
  readonly poster: Picture;
};

/** The slides whose film has its renditions: one still in preparation is left out. */
const playableSlides = (locale: Locale) =>
  readHome(locale).slides.filter((slide) => hasFilm(slide.video.src));

/**
 * The carousel's slides. None of their films ready yet (a first publish,
 * before the Films workflow has made any): the first slide's texts over the
 * site's fallback photo, with no loop (`src` empty), so the page keeps its
 * heading.
 */
export function getHeroSlides(locale: Locale = 'pl'): HeroSlide[] {
  const playable = playableSlides(locale);
  if (playable.length === 0) {
    const { video, ...texts } = readHome(locale).slides[0]!;
    const { type, alt, ...poster } = fallbackPhoto(locale);
    void type;
    void alt;
    const ctaHref = anchorIn(locale, texts.ctaHref) as SlideData['ctaHref'];
    return [{ ...texts, ctaHref, master: video.src, src: '', poster }];
  }
  return playable.map(({ video, ...texts }) => {
    const film = ambientFilm(video.src);
    return {
      ...texts,
      ctaHref: anchorIn(locale, texts.ctaHref) as SlideData['ctaHref'],
      master: video.src,
      src: film.url,
      poster: film.poster,
    };
  });
}

/** The first slide's poster as the home page's share image, with its size and the film's description. */
export function getHeroShareImage(locale: Locale = 'pl') {
  const first = playableSlides(locale)[0]?.video;
  if (!first) {
    const { url, alt, width, height } = fallbackPhoto(locale);
    return { url, alt, width, height };
  }
  const { url, width, height } = filmPoster(first);
  return { url, alt: first.alt, width, height };
}

/** A realization card: its image or video, and the service page it leads to. */
export interface Realization {
  readonly title: string;
  readonly media:
    | {
        readonly type: 'video';
        /** The film's short muted loop; `master` the file the content names. */
        readonly url: string;
        readonly master: string;
        readonly poster: Picture;
      }
    | {
        readonly type: 'photo';
        readonly url: string;
        readonly alt: string;
        readonly width?: number;
        readonly height?: number;
      };
  readonly serviceId: ServiceId;
}

/** The cards; in English only those whose service has its English page. */
export function getRealizations(locale: Locale = 'pl'): Realization[] {
  return readHome(locale)
    .realizations.filter((card) => !card.video || hasFilm(card.video.src))
    .flatMap((card) => {
      if (locale === 'en') return getService(card.service, 'en') ? [card] : [];
      return [card];
    })
    .map((card, i) => {
      if (!getService(card.service)) {
        throw new ContentError(
          `Błędy w treści:\n${displayPath(homeFile())}: realizations[${i}].service: nie ma usługi ${card.service} (pliku ${card.service}.json)`,
        );
      }
      const media: Realization['media'] = card.video
        ? {
            type: 'video',
            ...ambientFilm(card.video.src),
            master: card.video.src,
          }
        : {
            type: 'photo',
            url: card.photo!.src,
            alt: card.photo!.alt,
            ...imageSize(card.photo!.src),
          };
      return { title: card.title, media, serviceId: card.service };
    });
}

/** The realization's service, checked when the data is read: every card leads to a real page. */
export function realizationService(card: Realization, locale: Locale = 'pl') {
  const service = getService(card.serviceId, locale);
  if (!service) throw new Error(`Realization card points at unknown service ${card.serviceId}`);
  return service;
}

/** The about block, built around the claim 'more than an image'. */
export const getAbout = (locale: Locale = 'pl') => readHome(locale).about;

export const getPartners = (locale: Locale = 'pl') => readHome(locale).partners;

export const getContactCta = (locale: Locale = 'pl') => readHome(locale).contact;
