import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import {
  contentDir,
  ContentError,
  displayPath,
  fillPlaceholders,
  imageSize,
  readDataFile,
} from './load';
import { studioPlaceholders } from './placeholders';
import { homeSchema, type HomeData } from './schema';
import { getService, type ServiceId } from './services';

/** The home page's blocks that links and the hero's calls to action point at (/#o-nas). */
export const homeAnchors = {
  about: 'o-nas',
  realizations: 'realizacje',
  portfolio: 'portfolio',
  contact: 'contact',
} as const;

const homeFile = () => path.join(contentDir(), 'home.json');
const readHome = cache(() =>
  fillPlaceholders(readDataFile(homeFile(), homeSchema), studioPlaceholders(), homeFile()),
);

type SlideData = HomeData['slides'][number];

/**
 * A slide of the home hero carousel: its texts and call to action as the
 * schema has them, and its video's files (the clip, its lighter rendition for
 * phones, the poster) side by side with them.
 */
export type HeroSlide = Omit<SlideData, 'video'> &
  Pick<SlideData['video'], 'src' | 'phoneSrc' | 'poster'>;

export function getHeroSlides(): HeroSlide[] {
  return readHome().slides.map(({ video, ...texts }) => ({
    ...texts,
    src: video.src,
    phoneSrc: video.phoneSrc,
    poster: video.poster,
  }));
}

/** The first slide's poster as the home page's share image, with its size and the clip's description. */
export function getHeroShareImage() {
  const first = readHome().slides[0]!.video;
  return { url: first.poster, alt: first.alt, ...imageSize(first.poster) };
}

/** A realization card: its image or video, and the service page it leads to. */
export interface Realization {
  readonly title: string;
  readonly media:
    | {
        readonly type: 'video';
        readonly url: string;
        readonly phoneUrl: string;
        readonly poster: string;
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

export function getRealizations(): Realization[] {
  return readHome().realizations.map((card, i) => {
    if (!getService(card.service)) {
      throw new ContentError(
        `Błędy w treści:\n${displayPath(homeFile())}: realizations[${i}].service: nie ma usługi ${card.service} (pliku ${card.service}.json)`,
      );
    }
    const media: Realization['media'] = card.video
      ? {
          type: 'video',
          url: card.video.src,
          phoneUrl: card.video.phoneSrc,
          poster: card.video.poster,
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
export function realizationService(card: Realization) {
  const service = getService(card.serviceId);
  if (!service) throw new Error(`Realization card points at unknown service ${card.serviceId}`);
  return service;
}

/** The about block, built around the claim 'more than an image'. */
export const getAbout = () => readHome().about;

export const getPartners = () => readHome().partners;

export const getContactCta = () => readHome().contact;
