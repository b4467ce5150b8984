import {
  getRealizationCards,
  getSlides,
  type RealizationCardData,
  type SlideData,
} from '@/content/home';
import { imageSize } from '@/content/load';
import type { Locale } from '@/content/locale';
import { getService, type ServiceId } from '@/content/services';

import type { Picture } from './images';
import { ambientFilm, filmPoster } from './media';

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

export function getHeroSlides(locale: Locale = 'pl'): HeroSlide[] {
  return getSlides(locale).map(({ video, ...texts }) => {
    const film = ambientFilm(video.src);
    return { ...texts, master: video.src, src: film.url, poster: film.poster };
  });
}

/** The first slide's poster as the home page's share image, with its size and the film's description. */
export function getHeroShareImage(locale: Locale = 'pl') {
  const first = getSlides(locale)[0]!.video;
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
  return getRealizationCards(locale).map((card) => ({
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
