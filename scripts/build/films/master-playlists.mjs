// The two master playlists of a film, from the one ffmpeg writes (every rung
// in encoding order, hls.js's start rung last; lib/films.mjs,
// HLS_JS_START_RUNG): engines with their own HLS get the ladder without that
// rung, hls.js gets it listed first, since hls.js starts on the first rung
// a master lists.

/**
 * @param {string} written ffmpeg's master playlist
 * @returns {{ native: string, hlsJs: string }}
 */
export function masterPlaylists(written) {
  const [head = '', ...variants] = written.split(/(?=^#EXT-X-STREAM-INF:)/m);
  const start = variants.at(-1);
  if (!head.startsWith('#EXTM3U') || variants.length < 2 || !start)
    throw new Error(`ffmpeg wrote no ladder and start rung (${variants.length} rungs)`);
  const ladder = variants.slice(0, -1);
  return { native: head + ladder.join(''), hlsJs: head + start + ladder.join('') };
}
