// The two master playlists of a film, from the one-rung masters ffmpeg writes
// beside each rung's playlist (v<i>/, in encoding order, hls.js's start rung
// last; lib/films.mjs, HLS_JS_START_RUNG): engines with their own HLS get the
// ladder without that rung, hls.js gets it listed first, since hls.js starts
// on the first rung a master lists. One HLS output per rung, not ffmpeg's
// var_stream_map: the ffmpeg that npm ships inside a package (2018) crashes
// on var_stream_map with fMP4 segments.

/**
 * @param {string[]} written ffmpeg's master of each rung, `written[i]` in v<i>/
 * @returns {{ native: string, hlsJs: string }}
 */
export function masterPlaylists(written) {
  const head = written[0]?.split(/^#EXT-X-STREAM-INF:/m)[0] ?? '';
  const variants = written.map((master, i) => {
    const [, entry = ''] = master.split(/(?=^#EXT-X-STREAM-INF:)/m);
    // The rung's playlist, named relative to its master: relative to v<i>/'s parent now.
    return entry.replace(/^(?!#)(\S+)$/m, `v${i}/$1`);
  });
  const start = variants.at(-1);
  if (!head.startsWith('#EXTM3U') || variants.length < 2 || !start || variants.some((v) => !v))
    throw new Error(`ffmpeg wrote no ladder and start rung (${variants.length} rungs)`);
  const ladder = variants.slice(0, -1);
  return { native: head + ladder.join(''), hlsJs: head + start + ladder.join('') };
}
