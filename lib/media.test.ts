import { describe, expect, it } from 'vitest';

import { getFallbackPhoto } from '@/content/site';
import type { Service } from '@/content/types';

import { galleryItems, heroMedia } from './media';

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
const video = (src: string, extra: { poster?: string } = {}) => ({
  src,
  alt: 'Fotografia testowa – film',
  ...extra,
});

describe('heroMedia (the hero media rule)', () => {
  it('plays the first video with the first photo as poster', () => {
    const hero = heroMedia({ ...base, photos, videos: [video('/v1.mp4'), video('/v2.mp4')] });
    expect(hero).toMatchObject({ type: 'video', url: '/v1.mp4', poster: { url: photos[0]?.src } });
  });

  it('prefers a poster the video names itself', () => {
    const hero = heroMedia({ ...base, photos, videos: [video('/v.mp4', { poster: '/p.jpg' })] });
    expect(hero).toMatchObject({ type: 'video', poster: { url: '/p.jpg' } });
  });

  it('has no poster for a video without photos', () => {
    expect(heroMedia({ ...base, videos: [video('/v.mp4')] })).toMatchObject({
      type: 'video',
      poster: undefined,
    });
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
      videos: ['/a.mp4', '/b.mp4', '/c.mp4', '/d.mp4'].map((src) => video(src)),
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
    expect(items.map((i) => i.url).slice(5)).toEqual(['/a.mp4', '/b.mp4', '/c.mp4']);
  });

  it('takes the first 8 of many photos', () => {
    expect(galleryItems({ ...base, photos }).map((i) => i.url)).toEqual(
      photos.slice(0, 8).map((p) => p.src),
    );
  });

  it('is empty without media and gives every item a text alternative', () => {
    expect(galleryItems(base)).toEqual([]);
    for (const item of galleryItems({ ...base, photos, videos: [video('/v.mp4')] })) {
      expect(item.type === 'photo' ? item.alt : item.label).toMatch(/Fotografia testowa/);
    }
  });
});
