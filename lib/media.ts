import { imageSize } from '@/content/load';
import { getFallbackPhoto } from '@/content/site';
import type { PhotoEntry, Service, VideoEntry } from '@/content/types';

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

/** A local photo's picture; its size read from the file until the next build lists it. */
const localPicture = (url: string) => toPicture(url, imageSize(url));

export function toPhoto(entry: PhotoEntry): PhotoItem {
  return { type: 'photo', ...localPicture(entry.src), alt: entry.alt };
}

export function toVideo(entry: VideoEntry, defaultPoster?: Picture): VideoItem {
  return {
    type: 'video',
    url: entry.src,
    phoneUrl: entry.phoneSrc,
    poster: entry.poster ? localPicture(entry.poster) : defaultPoster,
    label: entry.alt,
  };
}

function photosOf(service: Service): PhotoItem[] {
  return (service.photos ?? []).map(toPhoto);
}

function videosOf(service: Service): VideoItem[] {
  return withDefaultPoster(
    (service.videos ?? []).map((v) => toVideo(v)),
    photosOf(service),
  );
}

/** The default image, where a service has no photo of its own. */
export function fallbackPhoto(): PhotoItem {
  const photo = getFallbackPhoto();
  return { type: 'photo', ...toPicture(photo.url), alt: photo.alt };
}

/** A service's hero (the rule: heroOf in lib/media-rules.ts); the fallback for an unknown service. */
export function heroMedia(service: Service | undefined): HeroMedia {
  if (!service) return { ...fallbackPhoto(), fallback: true };
  return heroOf(photosOf(service), videosOf(service), fallbackPhoto());
}

/** The gallery list (the rule: galleryOf in lib/media-rules.ts). */
export function galleryItems(service: Service): MediaItem[] {
  return galleryOf(photosOf(service), videosOf(service));
}

/** The picture shown when a service page is shared: its first photo, else the fallback. */
export function shareImage(service: Service): PhotoItem {
  return photosOf(service)[0] ?? fallbackPhoto();
}
