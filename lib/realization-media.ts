import type { Realization } from '@/content/types';

import { photosOf, toPhoto, videosOf, type MediaItem, type PhotoItem } from './media';
import { filmsAmong, type ShownFilm } from './video-structured-data';

/** A realization's cover: its own photo, also the picture shown when the page is shared. */
export const realizationCover = (realization: Realization): PhotoItem => toPhoto(realization.cover);

/** Its photos, the cover first where the photos do not hold it already: every one is shown. */
function photosWithCover(realization: Realization): PhotoItem[] {
  const photos = photosOf(realization);
  const cover = realizationCover(realization);
  return photos.some((p) => p.url === cover.url) ? photos : [cover, ...photos];
}

/**
 * Everything a realization page's gallery shows, and its viewer: the films
 * first (the job's film is the work itself; each poster its own, else the
 * cover, else the pipeline's frame), then every photo. No 8-item limit: that
 * rule is the service pages' (SPEC §4).
 */
export function realizationGallery(realization: Realization): MediaItem[] {
  const photos = photosWithCover(realization);
  return [...videosOf(realization, [realizationCover(realization)]), ...photos];
}

/** The films the page shows, for their structured data and the video sitemap. */
export const realizationFilms = (realization: Realization): ShownFilm[] =>
  filmsAmong(realization, realizationGallery(realization));

/** The photos the page shows, for its structured data and the image sitemap. */
export const realizationPhotos = (realization: Realization): PhotoItem[] =>
  photosWithCover(realization);
