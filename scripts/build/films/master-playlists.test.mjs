import { describe, expect, it } from 'vitest';

import { masterPlaylists } from './master-playlists.mjs';

// As ffmpeg 5.1 writes it for a 720p master: the ladder, then hls.js's start rung.
const WRITTEN = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-STREAM-INF:BANDWIDTH=880000,RESOLUTION=640x360,CODECS="avc1.64001e"
v0/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=1760000,RESOLUTION=960x540,CODECS="avc1.64001f"
v1/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=3300000,RESOLUTION=1280x720,CODECS="avc1.64001f"
v2/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=275000,RESOLUTION=416x234,CODECS="avc1.64000d"
v3/index.m3u8

`;

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
    expect(() => masterPlaylists('#EXTM3U\n')).toThrow(/no ladder/);
    expect(() =>
      masterPlaylists(WRITTEN.split('#EXT-X-STREAM-INF').slice(0, 2).join('#EXT-X-STREAM-INF')),
    ).toThrow(/1 rungs/);
  });
});
