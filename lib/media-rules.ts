import { GALLERY_LIMIT } from './constants';
import type { Picture } from './images';

// The media rules of a service page, over media already resolved to URLs:
// free of the content loader, so the page (lib/media.ts, at build time) and
// the editor's preview (components/preview/, in the browser) apply the same rules.

export interface PhotoItem extends Picture {
  readonly type: 'photo';
  readonly alt: string;
}

export interface VideoItem {
  readonly type: 'video';
  readonly url: string;
  /**
   * A film's HLS master playlist (its adaptive ladder), which the lightbox
   * plays; `url` is then the film's short muted loop. Unset in the editor's
   * preview, which plays the uploaded file itself.
   */
  readonly stream?: string;
  /** A film's progressive MP4 (at most 720p): the link without JavaScript, and where HLS cannot play. */
  readonly progressive?: string;
  /** The few small files before a film's first segment (lib/films.mjs, filmStartUrls): fetched while it is in view. */
  readonly startUrls?: readonly string[];
  /**
   * The ladder as hls.js plays it (lib/films.mjs, filmHlsJs): its master
   * playlist, which adds a lower start rung; that rung's start files; and
   * its first segment, fetched on the tap.
   */
  readonly hlsJs?: {
    readonly stream: string;
    readonly startUrls: readonly string[];
    readonly firstSegment: string;
  };
  /** The still shown before playback; see heroOf for the rule. */
  readonly poster?: Picture;
  /** A text alternative for the video, used as its accessible label. */
  readonly label: string;
}

/** A media item: a photo or a video. */
export type MediaItem = PhotoItem | VideoItem;

/** The hero of a service page: a video, the first photo, or the fallback. */
export type HeroMedia = VideoItem | (PhotoItem & { readonly fallback: boolean });

/** A video's poster: its own still, else the page's first photo. */
export function withDefaultPoster(
  videos: readonly VideoItem[],
  photos: readonly PhotoItem[],
): VideoItem[] {
  const first = photos[0];
  const poster: Picture | undefined = first && {
    url: first.url,
    width: first.width,
    height: first.height,
    sources: first.sources,
  };
  return videos.map((v) => (v.poster || !poster ? v : { ...v, poster }));
}

/**
 * The hero media rule: the first video (muted, looping, autoplaying, with the
 * first photo as poster unless the video names its own; withDefaultPoster);
 * else the first photo; else the default fallback image.
 */
export function heroOf(
  photos: readonly PhotoItem[],
  videos: readonly VideoItem[],
  fallback: PhotoItem,
): HeroMedia {
  const video = videos[0];
  if (video) return video;
  const photo = photos[0];
  return photo ? { ...photo, fallback: false } : { ...fallback, fallback: true };
}

/** The gallery list: all photos, then all videos, the first 8. */
export function galleryOf(photos: readonly PhotoItem[], videos: readonly VideoItem[]): MediaItem[] {
  return [...photos, ...videos].slice(0, GALLERY_LIMIT);
}

/** Where a gallery thumbnail links without the script: the file, or a film's progressive MP4. */
export function galleryHref(item: MediaItem): string {
  return (item.type === 'video' && item.progressive) || item.url;
}
