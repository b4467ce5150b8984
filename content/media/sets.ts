import { photoLibrary, type PhotoAsset, type VideoAsset } from './library';

/**
 * `count` photos of the sample library from `start`, wrapping around: each
 * page gets its own run, so no two pages open their gallery alike.
 */
export function photoRun(start: number, count: number): readonly PhotoAsset[] {
  return Array.from({ length: count }, (_, i) => {
    const photo = photoLibrary[(start + i) % photoLibrary.length];
    if (!photo) throw new Error('The photo library is empty');
    return photo;
  });
}

/** A library video as a service's video entry, its alt text as the title. */
export function videoEntry(video: VideoAsset) {
  return {
    url: video.url,
    phoneUrl: video.phoneUrl,
    poster: video.poster,
    title: video.alt,
  } as const;
}
