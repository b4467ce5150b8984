import {
  getRealizationCards,
  getSlides,
  type RealizationCardData,
  type SlideData,
} from '@/content/home';
import { imageSize } from '@/content/load';
import type { Locale } from '@/content/locale';
import { hasFilm } from '@/content/media/films';
import { getService, type ServiceId } from '@/content/services';

import type { Picture } from './images';
import { ambientFilm, fallbackPhoto, filmPoster } from './media';

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
  getSlides(locale).filter((slide) => hasFilm(slide.video.src));

/**
 * The carousel's slides. None of their films ready yet (a first publish,
 * before the Films workflow has made any): the first slide's texts over the
 * site's fallback photo, with no loop (`src` empty), so the page keeps its
 * heading.
 */
export function getHeroSlides(locale: Locale = 'pl'): HeroSlide[] {
  const playable = playableSlides(locale);
  if (playable.length === 0) {
    const { video, ...texts } = getSlides(locale)[0]!;
    const { type: _type, alt: _alt, ...poster } = fallbackPhoto(locale);
    return [{ ...texts, master: video.src, src: '', poster }];
  }
  return playable.map(({ video, ...texts }) => {
    const film = ambientFilm(video.src);
    return { ...texts, master: video.src, src: film.url, poster: film.poster };
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

function cardMedia(card: RealizationCardData): Realization['media'] {
  return card.video
    ? { type: 'video', ...ambientFilm(card.video.src), master: card.video.src }
    : {
        type: 'photo',
        url: card.photo!.src,
        alt: card.photo!.alt,
        ...imageSize(card.photo!.src),
      };
}

/** The cards; in English only those whose service has its English page. */
export function getRealizations(locale: Locale = 'pl'): Realization[] {
  return getRealizationCards(locale)
    .filter((card) => !card.video || hasFilm(card.video.src))
    .map((card) => ({
      title: card.title,
      media: cardMedia(card),
      serviceId: card.service,
    }));
}

/** The realization's service, checked when the data is read: every card leads to a real page. */
export function realizationService(card: Realization, locale: Locale = 'pl') {
  const service = getService(card.serviceId, locale);
  if (!service) throw new Error(`Realization card points at unknown service ${card.serviceId}`);
  return service;
}
