import { readyFilm } from '@/content/media/films';
import type { Service, VideoEntry } from '@/content/types';

import { galleryItems, heroMedia, playableVideos, toFilm, type VideoItem } from './media';
import { absoluteUrl } from './site';

/**
 * A service's films as a page shows them (the hero's film and the gallery's,
 * which the gallery's 8-item rule may leave out), with what search engines
 * need of each: the content's title, description and date, the pipeline's
 * duration, the poster the page shows and the HLS playlist.
 */
export function shownFilms(service: Service): { entry: VideoEntry; item: VideoItem }[] {
  const shown = [heroMedia(service), ...galleryItems(service)].filter((m) => m.type === 'video');
  return playableVideos(service).flatMap((entry) => {
    const item = shown.find((m) => m.stream === toFilm(entry).stream);
    return item ? [{ entry, item }] : [];
  });
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
function filmFacts({ entry, item }: { entry: VideoEntry; item: VideoItem }) {
  return {
    thumbnail: item.poster ? absoluteUrl(item.poster.url) : undefined,
    content: absoluteUrl(item.stream ?? item.url),
    seconds: Math.max(1, Math.round(readyFilm(entry.src).duration)),
  };
}

/** schema.org VideoObject for each film a service page shows. */
export function videoObjects(service: Service) {
  return shownFilms(service).map((film) => {
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
      inLanguage: service.locale ?? 'pl',
    };
  });
}

/** XML's special characters: Next writes a sitemap's video fields as they are. */
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The video sitemap entries of a service page (Google's video sitemap fields). */
export function sitemapVideos(service: Service) {
  return shownFilms(service).map((film) => {
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
