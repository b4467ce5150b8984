import { imageSize } from '@/content/load';
import type { Locale } from '@/content/locale';
import { hasFilm, readyFilm } from '@/content/media/films';
import { getFallbackPhoto } from '@/content/site';
import type { PhotoEntry, Service, VideoEntry } from '@/content/types';

import { filmFileUrl, filmHlsJs, filmPosterUrl, filmStartUrls } from './films.mjs';
import { toPicture, type Picture } from './images';
import {
  galleryOf,
  heroOf,
  withDefaultPoster,
  type HeroMedia,
  type MediaItem,
  type PhotoItem,
  type VideoItem,
} from './media-rules';

export type { HeroMedia, MediaItem, PhotoItem, VideoItem } from './media-rules';

/** What has photos and films of its own: a service, a realization. */
export type MediaOwner = Pick<Service, 'photos' | 'videos'>;

/** A local photo's picture; its size read from the file until the next build lists it. */
const localPicture = (url: string) => toPicture(url, imageSize(url));

export function toPhoto(entry: PhotoEntry): PhotoItem {
  return { type: 'photo', ...localPicture(entry.src), alt: entry.alt };
}

export function toVideo(entry: VideoEntry, defaultPoster?: Picture): VideoItem {
  return {
    type: 'video',
    url: entry.src,
    poster: entry.poster ? localPicture(entry.poster) : defaultPoster,
    label: entry.alt,
  };
}

export function photosOf(owner: MediaOwner): PhotoItem[] {
  return (owner.photos ?? []).map(toPhoto);
}

// The pipeline's poster is as wide as the master, at most 1920 px (scripts/build/films/ffmpeg.mjs).
const POSTER_MAX_WIDTH = 1920;

/**
 * A service's film, from its master's renditions (content/media/films.ts;
 * only a film with renditions, hasFilm): the lightbox streams the HLS
 * ladder, the hero plays the small muted loop.
 * Poster: the film's own still, else the page's first photo (the spec's rule,
 * withDefaultPoster), else the frame the pipeline took.
 */
export function toFilm(entry: VideoEntry): VideoItem {
  const { hash, rungs } = readyFilm(entry.src);
  return {
    type: 'video',
    url: filmFileUrl(hash, 'loop'),
    stream: filmFileUrl(hash, 'playlist'),
    progressive: filmFileUrl(hash, 'progressive'),
    startUrls: filmStartUrls(hash),
    hlsJs: filmHlsJs(hash, rungs.length),
    poster: entry.poster ? localPicture(entry.poster) : undefined,
    label: entry.alt,
  };
}

/**
 * The still the pipeline took from a film's master: the site's copy, with the
 * AVIF and WebP variants and size the image build made of it (the size
 * computed from the master's until that build has run).
 */
export function filmPoster(entry: Pick<VideoEntry, 'src'>): Picture {
  const { hash, width, height } = readyFilm(entry.src);
  const scale = Math.min(1, POSTER_MAX_WIDTH / width);
  return toPicture(filmPosterUrl(hash), {
    width: Math.round(width * scale),
    height: Math.round((height * scale) / 2) * 2,
  });
}

/**
 * A film that plays on its own (a home hero slide, a realization card): its
 * short muted loop and the pipeline's poster, from the master's renditions.
 */
export function ambientFilm(src: string): { readonly url: string; readonly poster: Picture } {
  return { url: filmFileUrl(readyFilm(src).hash, 'loop'), poster: filmPoster({ src }) };
}

/**
 * A service's films that have renditions: one still in preparation (or in
 * error) is left out of the page until a build finds it ready.
 */
export const playableVideos = (owner: MediaOwner) =>
  (owner.videos ?? []).filter((entry) => hasFilm(entry.src));

/** The films with their posters: each its own, else the first of `photos`, else the pipeline's frame. */
export function videosOf(owner: MediaOwner, photos = photosOf(owner)): VideoItem[] {
  const entries = playableVideos(owner);
  return withDefaultPoster(entries.map(toFilm), photos).map((v, i) => {
    const entry = entries[i];
    return v.poster || !entry ? v : { ...v, poster: filmPoster(entry) };
  });
}

/** The default image, where a service has no photo of its own. */
export function fallbackPhoto(locale: Locale = 'pl'): PhotoItem {
  const photo = getFallbackPhoto(locale);
  return { type: 'photo', ...toPicture(photo.url), alt: photo.alt };
}

/** A service's hero (the rule: heroOf in lib/media-rules.ts); the fallback for an unknown service. */
export function heroMedia(service: Service | undefined): HeroMedia {
  if (!service) return { ...fallbackPhoto(), fallback: true };
  return heroOf(photosOf(service), videosOf(service), fallbackPhoto(service.locale));
}

/** The gallery list (the rule: galleryOf in lib/media-rules.ts). */
export function galleryItems(service: Service): MediaItem[] {
  return galleryOf(photosOf(service), videosOf(service));
}

/** The picture shown when a service page is shared: its first photo, else the fallback. */
export function shareImage(service: Service): PhotoItem {
  return photosOf(service)[0] ?? fallbackPhoto(service.locale);
}
