import { describe, expect, it } from 'vitest';

import { filmInfo } from '@/content/media/films';
import { getService, getServices } from '@/content/services';
import type { Service } from '@/content/types';

import { GALLERY_LIMIT } from './constants';
import { isoDuration, shownFilms, sitemapVideos, videoObjects } from './video-structured-data';

const withFilms = getServices().filter((s) => s.videos?.length);

describe('films for search engines', () => {
  it('writes a VideoObject with every field Google reads for each film a page shows', () => {
    expect(withFilms.length).toBeGreaterThan(0);
    for (const service of withFilms) {
      const objects = videoObjects(service);
      expect(objects).toHaveLength(service.videos?.length ?? 0);
      for (const [i, video] of objects.entries()) {
        const entry = service.videos?.[i];
        expect(video).toMatchObject({
          '@type': 'VideoObject',
          name: entry?.title,
          description: entry?.description,
          uploadDate: entry?.uploadDate,
        });
        expect(video.duration).toBe(isoDuration(filmInfo(entry?.src ?? '')!.duration));
        expect(video.thumbnailUrl[0]).toMatch(/^https:\/\/.+\.jpg$/);
        expect(video.contentUrl).toMatch(/^https:\/\/.+\/films\/[0-9a-f]{64}-r\d+\/master\.m3u8$/);
      }
    }
  });

  it('leaves out a film the 8-item gallery rule does not show', () => {
    const base = getService('produktowe')!;
    const film = base.videos![1]!;
    const photo = { src: '/media/photos/01.jpg', alt: 'Zdjęcie' };
    // Eight photos fill the gallery: the first film still plays in the hero, the second is not shown.
    const full: Service = {
      ...base,
      photos: Array(GALLERY_LIMIT).fill(photo),
      videos: base.videos,
    };
    expect(shownFilms(full).map((f) => f.entry)).toEqual([base.videos![0]]);
    expect(videoObjects(full).map((v) => v.name)).not.toContain(film.title);
  });

  it('leaves out a film still in preparation: no VideoObject, no sitemap entry', () => {
    const base = getService('eventowe')!;
    const preparing = { ...base.videos![0]!, src: 'https://filmy.test/masters/nowy.mov' };
    const service = { ...base, videos: [preparing] };
    expect(videoObjects(service)).toEqual([]);
    expect(sitemapVideos(service)).toEqual([]);
  });

  it('writes durations in ISO 8601', () => {
    expect(isoDuration(7)).toBe('PT7S');
    expect(isoDuration(120.4)).toBe('PT2M');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
  });

  it('gives the sitemap each film, its text escaped for XML', () => {
    const base = getService('eventowe')!;
    const entry = { ...base.videos![0]!, title: 'Kulisy & premiera <2026>' };
    const [video] = sitemapVideos({ ...base, videos: [entry] });
    expect(video).toMatchObject({
      title: 'Kulisy &amp; premiera &lt;2026&gt;',
      duration: Math.round(filmInfo(entry.src)!.duration),
      publication_date: entry.uploadDate,
    });
    expect(video?.content_loc).toMatch(/master\.m3u8$/);
  });
});
