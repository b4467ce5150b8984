import { fallbackPhoto } from '@/content/media/library';
import type { PhotoEntry, Service, VideoEntry } from '@/content/types';

import { GALLERY_LIMIT } from './constants';
import { toPicture, type Picture } from './images';
import { serviceName } from './service-name';

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

export function toPhoto(entry: PhotoEntry, alt: string): PhotoItem {
  return typeof entry === 'string'
    ? { type: 'photo', ...toPicture(entry), alt }
    : { type: 'photo', ...toPicture(entry.url, entry), alt: entry.alt };
}

export function toVideo(entry: VideoEntry, label: string, defaultPoster?: Picture): VideoItem {
  if (typeof entry === 'string') return { type: 'video', url: entry, poster: defaultPoster, label };
  return {
    type: 'video',
    url: entry.url,
    phoneUrl: entry.phoneUrl,
    poster: entry.poster ? toPicture(entry.poster) : defaultPoster,
    label: entry.title ?? label,
  };
}

function photosOf(service: Service): PhotoItem[] {
  const name = serviceName(service);
  const all = service.photos ?? [];
  return all.map((p, i) => toPhoto(p, `${name} – zdjęcie ${i + 1} z ${all.length}`));
}

function videosOf(service: Service): VideoItem[] {
  const name = serviceName(service);
  const first = photosOf(service)[0];
  const poster = first && toPicture(first.url, first);
  const all = service.videos ?? [];
  return all.map((v, i) =>
    toVideo(
      v,
      all.length > 1 ? `${name} – film ${i + 1} z ${all.length}` : `${name} – film`,
      poster,
    ),
  );
}

const fallback: PhotoItem = {
  type: 'photo',
  ...toPicture(fallbackPhoto.url),
  alt: fallbackPhoto.alt,
};

export const fallbackHero: HeroMedia = { ...fallback, fallback: true };

/**
 * The hero media rule: the first video (muted, looping, autoplaying,
 * with the first photo as poster unless the video names its own); else the
 * first photo; else, and for an unknown service, the default fallback image.
 */
export function heroMedia(service: Service | undefined): HeroMedia {
  if (!service) return fallbackHero;
  const video = videosOf(service)[0];
  if (video) return video;
  const photo = photosOf(service)[0];
  return photo ? { ...photo, fallback: false } : fallbackHero;
}

/** The gallery list: all photos, then all videos, the first 8. */
export function galleryItems(service: Service): MediaItem[] {
  return [...photosOf(service), ...videosOf(service)].slice(0, GALLERY_LIMIT);
}

/** The picture shown when a service page is shared: its first photo, else the fallback. */
export function shareImage(service: Service): PhotoItem {
  return photosOf(service)[0] ?? fallback;
}
