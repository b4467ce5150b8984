// The layout of a film's renditions, shared by the pipeline
// (scripts/build/films/) and the pages (lib/media.ts): one folder per master,
// named by the SHA-256 of its bytes and the renditions' version, so a new
// master (or a new ladder) is a new folder and the live site's films never
// change under it (the CDN caches them as immutable).
//   <base>/films/<hash>/master.m3u8   the HLS master playlist (the ladder)
//   <base>/films/<hash>/master-hlsjs.m3u8  the same for hls.js, its start rung first
//   <base>/films/<hash>/poster.jpg    the still shown before playback
//   <base>/films/<hash>/loop.mp4      the short muted loop (hero, cards)
//   <base>/films/<hash>/film.mp4      one progressive MP4 (at most 720p): the
//                                     link without JavaScript, and where no HLS plays
//   <base>/films/<hash>/v0/index.m3u8 the lowest rung's playlist, v0/init_0.mp4 its
//                                     init segment, v0/seg000.m4s… its segments
//                                     (the first two 1 s, then 2 s); v1… the next
//                                     rungs, and the last folder hls.js's start rung
// <base> is NEXT_PUBLIC_MEDIA_BASE (the CDN in front of the bucket, e.g.
// https://media.swiatlocien.pl) or, unset, the site itself (public/films/).
// The poster is also copied to the site's own public/media/film-posters/
// (filmPosterUrl), where the image build makes its AVIF and WebP variants like
// any photo's, so phones get it at their size, not the 1920 px JPEG.

export const FILMS_DIR = 'films';
export const FILM_FILES = /** @type {const} */ ({
  playlist: 'master.m3u8',
  hlsJsPlaylist: 'master-hlsjs.m3u8',
  poster: 'poster.jpg',
  loop: 'loop.mp4',
  progressive: 'film.mp4',
  info: 'film.json',
});

/** Where the pipeline puts a copy of each film's poster for the image variants (under public/). */
export const FILM_POSTERS_DIR = '/media/film-posters';

/** The progressive MP4's height at most, and its bitrate. */
export const PROGRESSIVE = /** @type {const} */ ({ height: 720, videoKbps: 3000 });

/** The ladder's rungs by height: those up to the master's height are made (at least the first). */
export const LADDER = /** @type {const} */ ([
  { height: 360, videoKbps: 800 },
  { height: 540, videoKbps: 1600 },
  { height: 720, videoKbps: 3000 },
  { height: 1080, videoKbps: 5500 },
  { height: 1440, videoKbps: 9000 },
  { height: 2160, videoKbps: 16000 },
]);

/**
 * A rung below the ladder, listed (first) only in hls.js's master playlist:
 * hls.js starts on it and plays from its first 1 s segment (17 kB), then
 * climbs. Engines with their own HLS never see it: Chromium's starts on the
 * lowest rung listed and, after a segment that small, jumped to the top rung
 * and stalled (docs/performance.md). Encoded last, so its folder comes after
 * the ladder's and the ladder's folders keep their numbers.
 */
export const HLS_JS_START_RUNG = /** @type {const} */ ({ height: 234, videoKbps: 250 });

/** Raise it when the renditions change (ladder, encoder settings, files): every film is made again. */
export const RENDITIONS_VERSION = 5;

/**
 * A film's folder: its master's SHA-256 and the renditions' version.
 * @param {string} hash
 */
export const filmFolder = (hash) => `${hash}-r${RENDITIONS_VERSION}`;

/**
 * Where a film's files are served from: the media base (no trailing slash) or ''.
 * @param {string | undefined} base
 */
export function mediaBase(base = process.env.NEXT_PUBLIC_MEDIA_BASE) {
  return (base ?? '').replace(/\/+$/, '');
}

/**
 * Where a film's folder is served.
 * @param {string} hash
 * @param {string} [base]
 */
const filmFolderUrl = (hash, base) => `${mediaBase(base)}/${FILMS_DIR}/${filmFolder(hash)}`;

/**
 * The URL of one of a film's files.
 * @param {string} hash
 * @param {keyof typeof FILM_FILES} file
 * @param {string} [base]
 */
export function filmFileUrl(hash, file, base) {
  return `${filmFolderUrl(hash, base)}/${FILM_FILES[file]}`;
}

/**
 * A film's poster as the pages show it: the site's copy, whose AVIF and WebP
 * variants (and size) are in content/media/image-variants.json like a photo's.
 * @param {string} hash
 */
export const filmPosterUrl = (hash) => `${FILM_POSTERS_DIR}/${filmFolder(hash)}.jpg`;

/**
 * The small files a player fetches, one after another, before the first
 * segment: the master playlist, the rung it starts on (the first one listed)
 * and that rung's init segment, a few kB in all. Fetched while the film is in
 * view, they turn three round trips of the tap into cache hits (every file of
 * a film's folder is immutable). A film always has at least two rungs (its
 * ladder and hls.js's start rung), so ffmpeg names the init segments
 * init_<rung>.mp4 (build-films.test.mjs holds it).
 * @param {string} folder
 * @param {string} playlist
 * @param {number} rung
 */
const startUrls = (folder, playlist, rung) => [
  `${folder}/${playlist}`,
  `${folder}/v${rung}/index.m3u8`,
  `${folder}/v${rung}/init_${rung}.mp4`,
];

/**
 * Where the engine's own HLS starts: the ladder's lowest rung.
 * @param {string} hash
 * @param {string} [base]
 */
export const filmStartUrls = (hash, base) =>
  startUrls(filmFolderUrl(hash, base), FILM_FILES.playlist, 0);

/**
 * What hls.js plays: its master playlist, the start files of its start rung
 * (HLS_JS_START_RUNG, the folder after the ladder's `rungCount`), and that
 * rung's first segment, which the tap fetches beside hls.js itself
 * (components/lightbox/film-start.ts), never ahead.
 * @param {string} hash
 * @param {number} rungCount
 * @param {string} [base]
 */
export function filmHlsJs(hash, rungCount, base) {
  const folder = filmFolderUrl(hash, base);
  return {
    stream: `${folder}/${FILM_FILES.hlsJsPlaylist}`,
    startUrls: startUrls(folder, FILM_FILES.hlsJsPlaylist, rungCount),
    firstSegment: `${folder}/v${rungCount}/seg000.m4s`,
  };
}
