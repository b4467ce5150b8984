import { describe, expect, it } from 'vitest';

import { masterPlaylists } from './master-playlists.mjs';

// As ffmpeg writes them for a 720p master, one per rung: the ladder, then hls.js's start rung.
const rung = (/** @type {string} */ inf) => `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-STREAM-INF:${inf}
index.m3u8

`;
const WRITTEN = [
  rung('BANDWIDTH=880000,RESOLUTION=640x360,CODECS="avc1.64001e"'),
  rung('BANDWIDTH=1760000,RESOLUTION=960x540,CODECS="avc1.64001f"'),
  rung('BANDWIDTH=3300000,RESOLUTION=1280x720,CODECS="avc1.64001f"'),
  rung('BANDWIDTH=275000,RESOLUTION=416x234,CODECS="avc1.64000d"'),
];

const uris = (/** @type {string} */ playlist) =>
  [...playlist.matchAll(/^v\d\/index\.m3u8$/gm)].map((m) => m[0]);

describe('a film’s master playlists', () => {
  it('give engines with their own HLS the ladder without hls.js’s start rung', () => {
    const { native } = masterPlaylists(WRITTEN);
    expect(native.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n')).toBe(true);
    expect(uris(native)).toEqual(['v0/index.m3u8', 'v1/index.m3u8', 'v2/index.m3u8']);
    expect(native).not.toContain('416x234');
  });

  it('give hls.js every rung, its start rung first', () => {
    const { hlsJs } = masterPlaylists(WRITTEN);
    expect(uris(hlsJs)).toEqual([
      'v3/index.m3u8',
      'v0/index.m3u8',
      'v1/index.m3u8',
      'v2/index.m3u8',
    ]);
    expect(hlsJs).toMatch(
      /^#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=275000,RESOLUTION=416x234/,
    );
  });

  it('fail loudly when ffmpeg wrote something else', () => {
    expect(() => masterPlaylists(['#EXTM3U\n', '#EXTM3U\n'])).toThrow(/no ladder/);
    expect(() => masterPlaylists(WRITTEN.slice(0, 1))).toThrow(/1 rungs/);
  });
});
