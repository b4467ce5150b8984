import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { headerSize } from './image-header';

const image = () =>
  sharp({ create: { width: 321, height: 123, channels: 3, background: '#808080' } });

describe('the size in an image file’s header', () => {
  it('reads JPEGs, PNGs and WebP, the format the editor saves uploads in', async () => {
    for (const bytes of [
      await image().jpeg().toBuffer(),
      await image().jpeg({ progressive: true }).withMetadata().toBuffer(),
      await image().png().toBuffer(),
      await image().webp().toBuffer(),
    ]) {
      expect(headerSize(bytes)).toEqual({ width: 321, height: 123 });
    }
  });

  it('gives a phone’s sideways portrait upright, as the build encodes it', async () => {
    const sideways = await image().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(headerSize(sideways)).toEqual({ width: 123, height: 321 });
  });

  it('reads an SVG logo’s width and height', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"></svg>';
    expect(headerSize(new TextEncoder().encode(svg))).toEqual({ width: 240, height: 80 });
  });

  it('gives nothing for an unknown format or a cut-off file', async () => {
    expect(headerSize(new TextEncoder().encode('not an image'))).toBeUndefined();
    expect(headerSize((await image().jpeg().toBuffer()).subarray(0, 40))).toBeUndefined();
  });
});
