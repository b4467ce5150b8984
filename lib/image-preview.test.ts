import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { heroWithPreview, MAX_PREVIEW_BYTES, withPreview } from './image-preview';
import type { Picture } from './images';

const picture = (url: string): Picture => ({
  url,
  width: 1920,
  height: 1280,
  sources: [
    { type: 'image/avif', srcSet: `${url}-480.avif 480w, ${url}-960.avif 960w` },
    { type: 'image/webp', srcSet: `${url}-480.webp 480w, ${url}-960.webp 960w` },
  ],
});

describe('the hero’s inlined preview', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'preview-'));
    mkdirSync(path.join(dir, 'media'));
    vi.stubEnv('PUBLIC_DIR', dir);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('is the smallest AVIF variant, as a data: URI', () => {
    writeFileSync(path.join(dir, 'media/a.jpg-480.avif'), Buffer.from('avif bytes'));
    expect(withPreview(picture('/media/a.jpg')).preview).toEqual({
      src: `data:image/avif;base64,${Buffer.from('avif bytes').toString('base64')}`,
      width: 480,
      height: 320,
    });
  });

  it('is left out when too heavy for the HTML, not built yet, or not a file of the site', () => {
    writeFileSync(path.join(dir, 'media/big.jpg-480.avif'), Buffer.alloc(MAX_PREVIEW_BYTES + 1));
    expect(withPreview(picture('/media/big.jpg')).preview).toBeUndefined();
    expect(withPreview(picture('/media/missing.jpg')).preview).toBeUndefined();
    expect(withPreview(picture('https://cdn.example.com/a.jpg')).preview).toBeUndefined();
    expect(withPreview({ url: '/media/a.jpg' })).toEqual({ url: '/media/a.jpg' });
  });

  it('goes to the photo, or to the film’s poster', () => {
    writeFileSync(path.join(dir, 'media/p.jpg-480.avif'), Buffer.from('p'));
    const photo = heroWithPreview({
      type: 'photo',
      ...picture('/media/p.jpg'),
      alt: 'Zdjęcie',
      fallback: false,
    });
    expect(photo.type === 'photo' && photo.preview?.src).toMatch(/^data:image\/avif;base64,/);
    const film = heroWithPreview({
      type: 'video',
      url: '/loop.mp4',
      label: 'Film',
      poster: picture('/media/p.jpg'),
    });
    expect(film.type === 'video' && film.poster?.preview?.src).toMatch(/^data:image\/avif;base64,/);
  });
});
