import { describe, expect, it } from 'vitest';

import { numbered, safeName, videoType } from './safe-name.mjs';

describe('a master’s name as a key', () => {
  it.each([
    ['Relacja z gali.MP4', 'relacja-z-gali.mp4'],
    ['Łódź — żółć, ślub Ani i Kuby!.mov', 'lodz-zolc-slub-ani-i-kuby.mov'],
    ['C:\\Filmy\\Zwiastun 2026 (4K).MXF', 'zwiastun-2026-4k.mxf'],
    ['....mp4', 'film.mp4'],
    ['bez rozszerzenia', 'bez-rozszerzenia'],
  ])('„%s” → %s', (name, key) => {
    expect(numbered(safeName(name), 1)).toBe(key);
  });

  it('numbers a clash before the extension', () => {
    expect(numbered(safeName('Relacja z gali.mp4'), 3)).toBe('relacja-z-gali-3.mp4');
  });
});

describe('what counts as a film', () => {
  it('takes a video type, or a film’s extension when the browser gives no type', () => {
    expect(videoType('video/quicktime', 'mov')).toBe('video/quicktime');
    expect(videoType('', 'mkv')).toBe('video/x-matroska');
    expect(videoType('application/mxf', 'mxf')).toBe('application/mxf');
    expect(videoType('', 'pdf')).toBeUndefined();
    expect(videoType('image/jpeg', 'mp4')).toBeUndefined();
  });
});
