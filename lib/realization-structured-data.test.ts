import { describe, expect, it } from 'vitest';

import { getRealizations } from '@/content/realizations';

import { playableVideos } from './media';
import { realizationFilms, realizationGallery, realizationPhotos } from './realization-media';
import { publishedRealizations, realizationPath } from './realization-routes';
import {
  indexPageData,
  realizationBreadcrumbs,
  realizationData,
} from './realization-structured-data';
import { absoluteUrl } from './site';

describe('a realization for search engines', () => {
  const all = [...publishedRealizations('pl'), ...publishedRealizations('en')];

  it('is a CreativeWork by the studio, with every photo and every film it shows', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const r of all) {
      const data = realizationData(r);
      expect(data).toMatchObject({
        '@type': 'CreativeWork',
        name: r.title,
        url: absoluteUrl(realizationPath(r)),
        dateCreated: r.date,
        inLanguage: r.locale ?? 'pl',
        creator: { '@type': 'LocalBusiness' },
      });
      expect(data.about).toHaveLength(r.services.length);
      expect(data.image.map((i) => i.contentUrl)).toEqual(
        realizationPhotos(r).map((p) => absoluteUrl(p.url)),
      );
      for (const image of data.image) expect(image.description).toMatch(/\S/);
      expect(data.video.map((v) => v['@type'])).toEqual(playableVideos(r).map(() => 'VideoObject'));
      expect(realizationBreadcrumbs(r).itemListElement.at(-1)).toMatchObject({
        position: 3,
        name: r.title,
      });
    }
  });

  it('shows every photo and film in its gallery, films first and the cover once', () => {
    for (const r of getRealizations()) {
      const gallery = realizationGallery(r);
      const films = realizationFilms(r);
      expect(gallery.slice(0, films.length).every((m) => m.type === 'video')).toBe(true);
      const photos = gallery.filter((m) => m.type === 'photo').map((m) => m.url);
      expect(photos).toContain(r.cover.src);
      expect(new Set(photos).size).toBe(photos.length);
      for (const p of r.photos ?? []) expect(photos).toContain(p.src);
    }
  });

  it('lists an index page’s realizations in order', () => {
    const shown = publishedRealizations('pl').slice(0, 2);
    const data = indexPageData('pl', '/realizacje', shown);
    expect(data.mainEntity.itemListElement.map((i) => i.url)).toEqual(
      shown.map((r) => absoluteUrl(realizationPath(r))),
    );
  });
});
