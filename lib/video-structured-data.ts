import type { Locale } from '@/content/locale';
import { readyFilm } from '@/content/media/films';
import type { Service, VideoEntry } from '@/content/types';

import {
  galleryItems,
  heroMedia,
  playableVideos,
  toFilm,
  type MediaItem,
  type MediaOwner,
  type VideoItem,
} from './media';
import { absoluteUrl } from './site';

/** A film as a page shows it: its entry in the content and its item on the page. */
export interface ShownFilm {
  readonly entry: VideoEntry;
  readonly item: VideoItem;
}

/** The films of `owner` among the media items a page shows, in the content's order. */
export function filmsAmong(owner: MediaOwner, shown: readonly MediaItem[]): ShownFilm[] {
  const films = shown.filter((m) => m.type === 'video');
  return playableVideos(owner).flatMap((entry) => {
    const item = films.find((m) => m.stream === toFilm(entry).stream);
    return item ? [{ entry, item }] : [];
  });
}

/**
 * A service's films as a page shows them (the hero's film and the gallery's,
 * which the gallery's 8-item rule may leave out), with what search engines
 * need of each: the content's title, description and date, the pipeline's
 * duration, the poster the page shows and the HLS playlist.
 */
export function shownFilms(service: Service): ShownFilm[] {
  return filmsAmong(service, [heroMedia(service), ...galleryItems(service)]);
}

/** 'PT1M54S' for 114 s: ISO 8601. */
export function isoDuration(seconds: number): string {
  const total = Math.max(1, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/** The film's poster and stream as absolute URLs, and its length in whole seconds. */
function filmFacts({ entry, item }: ShownFilm) {
  return {
    thumbnail: item.poster ? absoluteUrl(item.poster.url) : undefined,
    content: absoluteUrl(item.stream ?? item.url),
    seconds: Math.max(1, Math.round(readyFilm(entry.src).duration)),
  };
}

/** schema.org VideoObject for a film a page shows, in the page's language. */
export function videoObject(film: ShownFilm, locale: Locale) {
  const { thumbnail, content, seconds } = filmFacts(film);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: film.entry.title,
    description: film.entry.description,
    thumbnailUrl: thumbnail ? [thumbnail] : [],
    uploadDate: film.entry.uploadDate,
    duration: isoDuration(seconds),
    contentUrl: content,
    inLanguage: locale,
  };
}

/** schema.org VideoObject for each film a service page shows. */
export function videoObjects(service: Service) {
  return shownFilms(service).map((film) => videoObject(film, service.locale ?? 'pl'));
}

/** XML's special characters: Next writes a sitemap's video fields as they are. */
export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The video sitemap entries of a service page (Google's video sitemap fields). */
export function sitemapVideos(service: Service) {
  return sitemapFilms(shownFilms(service));
}

/** The video sitemap entries of the films a page shows. */
export function sitemapFilms(films: readonly ShownFilm[]) {
  return films.map((film) => {
    const { thumbnail, content, seconds } = filmFacts(film);
    return {
      title: escapeXml(film.entry.title),
      description: escapeXml(film.entry.description),
      thumbnail_loc: escapeXml(thumbnail ?? ''),
      content_loc: escapeXml(content),
      duration: seconds,
      publication_date: film.entry.uploadDate,
    };
  });
}
