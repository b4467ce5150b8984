import { imageSize } from '@/content/load';
import { getFallbackPhoto } from '@/content/site';
import type { PhotoEntry, Service, VideoEntry } from '@/content/types';

import { GALLERY_LIMIT } from './constants';
import { toPicture, type Picture } from './images';

export interface PhotoItem extends Picture {
  readonly type: 'photo';
  readonly alt: string;
}

export interface VideoItem {
  readonly type: 'video';
  readonly url: string;
  /** A lighter rendition for phones, for the page's ambient (hero) video. */
  readonly phoneUrl?: string;
  /** The still shown before playback; see heroMedia for the rule. */
  readonly poster?: Picture;
  /** A text alternative for the video, used as its accessible label. */
  readonly label: string;
}

/** A media item: a photo or a video. */
export type MediaItem = PhotoItem | VideoItem;

/** The hero of a service page: a video, the first photo, or the fallback. */
export type HeroMedia = VideoItem | (PhotoItem & { readonly fallback: boolean });

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
  const first = photosOf(service)[0];
  const poster = first && toPicture(first.url, first);
  return (service.videos ?? []).map((v) => toVideo(v, poster));
}

function fallback(): PhotoItem {
  const photo = getFallbackPhoto();
  return { type: 'photo', ...toPicture(photo.url), alt: photo.alt };
}

export function fallbackHero(): HeroMedia {
  return { ...fallback(), fallback: true };
}

/**
 * The hero media rule: the first video (muted, looping, autoplaying,
 * with the first photo as poster unless the video names its own); else the
 * first photo; else, and for an unknown service, the default fallback image.
 */
export function heroMedia(service: Service | undefined): HeroMedia {
  if (!service) return fallbackHero();
  const video = videosOf(service)[0];
  if (video) return video;
  const photo = photosOf(service)[0];
  return photo ? { ...photo, fallback: false } : fallbackHero();
}

/** The gallery list: all photos, then all videos, the first 8. */
export function galleryItems(service: Service): MediaItem[] {
  return [...photosOf(service), ...videosOf(service)].slice(0, GALLERY_LIMIT);
}

/** The picture shown when a service page is shared: its first photo, else the fallback. */
export function shareImage(service: Service): PhotoItem {
  return photosOf(service)[0] ?? fallback();
}
