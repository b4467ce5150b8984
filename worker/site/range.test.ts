import { describe, expect, it } from 'vitest';

import { parseRange, withRange } from './range';

const file = () =>
  new Response(new Uint8Array([...Array(10).keys()]), { headers: { 'Content-Type': 'video/mp4' } });
const ask = (range?: string, method = 'GET') =>
  new Request('https://www.swiatlocien.pl/media/videos/a.mp4', {
    method,
    headers: range ? { Range: range } : {},
  });

describe('byte ranges', () => {
  it('reads one range of a header, open-ended and suffix ones too', () => {
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=5-99', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
  });

  it('answers 206 with the range of a whole file, 416 past its end', async () => {
    const part = await withRange(ask('bytes=2-4'), file());
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 2-4/10');
    expect(part.headers.get('Content-Type')).toBe('video/mp4');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([2, 3, 4]);
    const past = await withRange(ask('bytes=20-'), file());
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */10');
  });

  it('leaves alone a request without a range, a HEAD, and a 206 or 404 of the platform', async () => {
    const whole = file();
    expect(await withRange(ask(), whole)).toBe(whole);
    const head = file();
    expect(await withRange(ask('bytes=0-1', 'HEAD'), head)).toBe(head);
    const partial = new Response('ab', { status: 206 });
    expect(await withRange(ask('bytes=0-1'), partial)).toBe(partial);
  });

  it('answers a range of a copy that has since changed with the whole new file (If-Range)', async () => {
    const tagged = () =>
      new Response(new Uint8Array([...Array(10).keys()]), { headers: { ETag: '"nowy"' } });
    const asked = (validator: string) =>
      new Request('https://www.swiatlocien.pl/media/videos/a.mp4', {
        headers: { Range: 'bytes=2-4', 'If-Range': validator },
      });
    expect((await withRange(asked('"stary"'), tagged())).status).toBe(200);
    expect((await withRange(asked('"nowy"'), tagged())).status).toBe(206);
  });
});
