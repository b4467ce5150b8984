import path from 'node:path';

import {
  contentDir,
  ContentError,
  displayPath,
  fillPlaceholders,
  imageSize,
  readDataFile,
} from './load';
import { studioPlaceholders } from './placeholders';
import { homeSchema } from './schema';
import { getService, type ServiceId } from './services';

/** The home page's blocks that links and the hero's calls to action point at (/#o-nas). */
export const homeAnchors = {
  about: 'o-nas',
  realizations: 'realizacje',
  portfolio: 'portfolio',
  contact: 'contact',
} as const;

const file = path.join(contentDir(), 'home.json');
const home = fillPlaceholders(readDataFile(file, homeSchema), studioPlaceholders(), file);

/** A slide of the home hero carousel: its video, poster, texts and call to action. */
export interface HeroSlide {
  readonly src: string;
  /** The clip's lighter rendition for phones. */
  readonly phoneSrc: string;
  readonly poster: string;
  readonly title: string;
  readonly subtitle: string;
  readonly ctaText: string;
  readonly ctaHref: `#${string}`;
  readonly overlay: 'dark';
}

export const heroSlides: readonly HeroSlide[] = home.slides.map((s) => ({
  src: s.video.src,
  phoneSrc: s.video.phoneSrc,
  poster: s.video.poster,
  title: s.title,
  subtitle: s.subtitle,
  ctaText: s.ctaText,
  ctaHref: s.ctaHref,
  overlay: 'dark',
}));

/** The first slide's poster as the home page's share image, with its size and the clip's description. */
export const heroShareImage = (() => {
  const first = home.slides[0]!.video;
  return { url: first.poster, alt: first.alt, ...imageSize(first.poster) };
})();

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

export const realizations: readonly Realization[] = home.realizations.map((card, i) => {
  if (!getService(card.service)) {
    throw new ContentError(
      `Invalid content:\n${displayPath(file)}: realizations[${i}].service: no service file named ${card.service}.json`,
    );
  }
  const media: Realization['media'] = card.video
    ? {
        type: 'video',
        url: card.video.src,
        phoneUrl: card.video.phoneSrc,
        poster: card.video.poster,
      }
    : { type: 'photo', url: card.photo!.src, alt: card.photo!.alt, ...imageSize(card.photo!.src) };
  return { title: card.title, media, serviceId: card.service };
});

/** The realization's service, checked when the data is read: every card leads to a real page. */
export function realizationService(card: Realization) {
  const service = getService(card.serviceId);
  if (!service) throw new Error(`Realization card points at unknown service ${card.serviceId}`);
  return service;
}

/** The about block, built around the claim 'more than an image'. */
export const about = home.about;

export const partners = home.partners;

export const contactCta = home.contact;
