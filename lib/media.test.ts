import { describe, expect, it } from 'vitest';

import { filmInfo } from '@/content/media/films';
import { contentFilms } from '@/content/schema/film-fields';
import { getFallbackPhoto } from '@/content/site';
import type { Service } from '@/content/types';

import { filmFolder } from './films.mjs';
import { galleryItems, heroMedia, toFilm } from './media';

const fallbackPhoto = getFallbackPhoto();

const base: Service = {
  id: 'testowa',
  kind: 'foto',
  menu: { label: 'Testowa', slogan: 'Slogan', order: 1 },
  headline: 'Nagłówek',
  summary: 'Opis.',
  intro: ['Wstęp.'],
  sections: [],
};

const photos = Array.from({ length: 11 }, (_, i) => ({
  src: `/media/photos/${i + 1}.jpg`,
  alt: `Fotografia testowa – zdjęcie ${i + 1}`,
}));
// Films need their masters' renditions: the content's films, ready in the
// unit tests (e2e/support/test-films.ts), by number; the other masters are distinct.
const masters = [...new Set(contentFilms(process.cwd()).map((f) => f.src))];
const video = (n: number, extra: { poster?: string } = {}) => ({
  src: masters[n] ?? '',
  alt: 'Fotografia testowa – film',
  title: 'Film testowy',
  description: 'Opis filmu.',
  uploadDate: '2026-11-24',
  ...extra,
});
/** The muted loop a film's hero plays. */
const loop = (n: number) => toFilm(video(n)).url;

describe('heroMedia (the hero media rule)', () => {
  it('plays the first video with the first photo as poster', () => {
    const hero = heroMedia({ ...base, photos, videos: [video(0), video(1)] });
    expect(hero).toMatchObject({ type: 'video', url: loop(0), poster: { url: photos[0]?.src } });
    expect(loop(0)).toMatch(/^\/films\/[0-9a-f]{64}-r\d+\/loop\.mp4$/);
  });

  it('prefers a poster the video names itself', () => {
    const hero = heroMedia({ ...base, photos, videos: [video(0, { poster: '/p.jpg' })] });
    expect(hero).toMatchObject({ type: 'video', poster: { url: '/p.jpg' } });
  });

  it('takes the frame the pipeline made for a film without photos, with its phone sizes', () => {
    const { hash } = filmInfo(masters[0] ?? '')!;
    const hero = heroMedia({ ...base, videos: [video(0)] });
    expect(hero).toMatchObject({
      type: 'video',
      poster: { url: `/media/film-posters/${filmFolder(hash)}.jpg`, width: 1280, height: 720 },
    });
    // The image build's AVIF and WebP variants, from 480 px up, as a photo's.
    const sources = hero.type === 'video' ? hero.poster?.sources : undefined;
    expect(sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources?.[0]?.srcSet).toMatch(
      /^\/media\/img\/film-posters-\S+-480-[0-9a-f]+\.avif 480w, /,
    );
  });

  it('shows the first photo when there is no video', () => {
    expect(heroMedia({ ...base, photos })).toMatchObject({
      type: 'photo',
      url: photos[0]?.src,
      fallback: false,
    });
  });

  it('falls back to the default image without media and for an unknown service', () => {
    expect(heroMedia({ ...base, photos: [], videos: [] })).toMatchObject({
      url: fallbackPhoto.url,
      fallback: true,
    });
    expect(heroMedia(undefined)).toMatchObject({ url: fallbackPhoto.url, fallback: true });
  });

  it('keeps absolute URLs as they are', () => {
    const url = 'https://cdn.example.com/a.jpg';
    expect(heroMedia({ ...base, photos: [{ src: url, alt: 'Zdjęcie' }] })).toMatchObject({ url });
  });
});

describe('galleryItems (the gallery list)', () => {
  it('lists all photos, then all videos, truncated to 8', () => {
    const items = galleryItems({
      ...base,
      photos: photos.slice(0, 5),
      videos: [0, 1, 2, 3].map((n) => video(n)),
    });
    expect(items.map((i) => i.type)).toEqual([
      'photo',
      'photo',
      'photo',
      'photo',
      'photo',
      'video',
      'video',
      'video',
    ]);
    expect(items.map((i) => i.url).slice(5)).toEqual([loop(0), loop(1), loop(2)]);
  });

  it('takes the first 8 of many photos', () => {
    expect(galleryItems({ ...base, photos }).map((i) => i.url)).toEqual(
      photos.slice(0, 8).map((p) => p.src),
    );
  });

  it('leaves out a film whose renditions do not exist yet, and plays the next one', () => {
    const preparing = { ...video(0), src: 'https://filmy.test/masters/wesele-4k.mov' };
    const items = galleryItems({
      ...base,
      photos: photos.slice(0, 2),
      videos: [preparing, video(1)],
    });
    expect(items.map((i) => i.type)).toEqual(['photo', 'photo', 'video']);
    expect(items[2]?.url).toBe(loop(1));
    expect(heroMedia({ ...base, videos: [preparing] })).toMatchObject({
      type: 'photo',
      fallback: true,
    });
  });

  it('is empty without media and gives every item a text alternative', () => {
    expect(galleryItems(base)).toEqual([]);
    for (const item of galleryItems({ ...base, photos, videos: [video(0)] })) {
      expect(item.type === 'photo' ? item.alt : item.label).toMatch(/Fotografia testowa/);
    }
  });
});
