import { describe, expect, it } from 'vitest';

import { imageSize } from '@/content/load';
import { registryMediaUrls } from '@/content/media/media-urls';

import { toPicture } from './images';

const localImages = registryMediaUrls().filter((u) => /^\/.*\.jpe?g$/i.test(u));

describe('responsive images', () => {
  // The committed manifest may lag behind a photo the studio just uploaded:
  // the build's first step (scripts/build/images/build-variants.mjs) adds it and
  // checks the manifest against the files (content/new-photo.test.ts), so
  // `npm run check` only asks for a size, which the file gives until then.
  it('knows the size of every local photo and poster of the registry', () => {
    expect(localImages.length).toBeGreaterThan(40);
    for (const url of localImages) {
      expect(imageSize(url), url).toMatchObject({ width: expect.any(Number) });
      expect(imageSize(url)?.height, url).toBeGreaterThan(0);
    }
  });

  it('offers AVIF before WebP, each at widths up to the original, never upscaled', () => {
    const picture = toPicture('/media/photos/01.jpg');
    expect(picture).toMatchObject({ width: 1920, height: 1280 });
    expect(picture.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const avif = picture.sources?.[0]?.srcSet ?? '';
    expect(avif).toMatch(/^\/media\/img\/photos-01-480-[0-9a-f]{10}\.avif 480w, /);
    expect(avif.split(', ').map((c) => c.split(' ')[1])).toEqual([
      '480w',
      '960w',
      '1440w',
      '1920w',
    ]);
    const poster = toPicture('/media/videos/film-eventowe.jpg');
    expect(poster.sources?.[1]?.srcSet).toMatch(/film-eventowe-1280-[0-9a-f]{10}\.webp 1280w$/);
  });

  it('uses absolute URLs as they are, with the size the registry gives', () => {
    expect(toPicture('https://cdn.example.com/a.jpg', { width: 800, height: 600 })).toEqual({
      url: 'https://cdn.example.com/a.jpg',
      width: 800,
      height: 600,
    });
  });
});
