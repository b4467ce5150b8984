import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { headerSize } from './image-header';

const image = () =>
  sharp({ create: { width: 321, height: 123, channels: 3, background: '#808080' } });

describe('the size in an image file’s header', () => {
  it('reads baseline and progressive JPEGs and PNGs', async () => {
    for (const bytes of [
      await image().jpeg().toBuffer(),
      await image().jpeg({ progressive: true }).withMetadata().toBuffer(),
      await image().png().toBuffer(),
    ]) {
      expect(headerSize(bytes)).toEqual({ width: 321, height: 123 });
    }
  });

  it('gives nothing for other formats or a cut-off file', async () => {
    expect(headerSize(await image().webp().toBuffer())).toBeUndefined();
    expect(headerSize((await image().jpeg().toBuffer()).subarray(0, 40))).toBeUndefined();
  });
});
