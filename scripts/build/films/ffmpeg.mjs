// ffmpeg and ffprobe: what a master holds, and the renditions made from it.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { FILM_FILES, HLS_JS_START_RUNG, LADDER, PROGRESSIVE } from '../../../lib/films.mjs';
import { masterPlaylists } from './master-playlists.mjs';

const require = createRequire(import.meta.url);

/**
 * A binary an npm package ships, when it is there and runs. ffmpeg-static
 * (ffmpeg 6.1) downloads its binary from GitHub while npm installs it, so an
 * install from the registry alone lacks it; @ffmpeg-installer ships an older
 * build (2018) inside its tarball, which every install gets.
 * @param {() => string | null | undefined} locate
 */
function fromNpm(locate) {
  try {
    const file = locate();
    if (file) accessSync(file, constants.X_OK);
    return file ?? undefined;
  } catch {
    return undefined;
  }
}

/** FFMPEG / FFPROBE when set, else npm's (no root needed), else the system's on PATH. */
export const FFMPEG =
  process.env.FFMPEG ??
  fromNpm(() => require('ffmpeg-static')) ??
  fromNpm(() => require('@ffmpeg-installer/ffmpeg').path) ??
  'ffmpeg';
export const FFPROBE =
  process.env.FFPROBE ?? fromNpm(() => require('@ffprobe-installer/ffprobe').path) ?? 'ffprobe';
/** Segment length in seconds; every segment starts with a key frame. */
export const SEGMENT_SECONDS = 2;
/**
 * The first segments are shorter: a player waits for the whole first one
 * before its first frame, and on slow 4G a 2 s segment of the lowest rung
 * (about 160 kB) is about 0.9 s on the wire, a 1 s one (about 60 kB) 0.3 s.
 * Two of them, so the second (fetched while the first plays) also arrives
 * within about its own length; then SEGMENT_SECONDS.
 */
export const FIRST_SEGMENTS = /** @type {const} */ ({ count: 2, seconds: 1 });
export const LOOP_SECONDS = 6;
const LOOP_MAX_WIDTH = 960;
const POSTER_MAX_WIDTH = 1920;
/** Each rung's one-line master, read into the film's two and then deleted. */
const RUNG_MASTER = 'rung.m3u8';

/** A tool that is not installed: one message for the whole run, not one per film. */
export class ToolError extends Error {
  /** @override */
  name = 'ToolError';
}

/**
 * Runs a tool; resolves with its stdout, rejects with the end of its stderr
 * (or the abort, when `signal` stops it).
 * @param {string} command
 * @param {string[]} args
 * @param {AbortSignal} [signal]
 */
function run(command, args, signal) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err = (err + d).slice(-2000)));
    child.on('error', (e) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (e).code === 'ENOENT'
          ? new ToolError(
              `Brak programu ${command}: npm ci instaluje ffmpeg z npm (@ffmpeg-installer/ffmpeg, ffmpeg-static); uruchom npm ci jeszcze raz albo wskaż program w zmiennych FFMPEG i FFPROBE.`,
            )
          : e,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(err.trim().split('\n').slice(-3).join(' ') || `exit ${code}`)),
    );
  });
}

/**
 * @typedef {{ width: number, height: number, duration: number, fps?: number, audio: boolean }} MasterInfo
 *   `fps`: the picture's frame rate, where the file says it
 */

/** A frame rate as ffprobe writes it („30000/1001”), or undefined. @param {string | undefined} rate */
function framesPerSecond(rate) {
  const [n = NaN, d = 1] = (rate ?? '').split('/').map(Number);
  const fps = n / d;
  return fps > 0 && fps <= 480 ? Math.round(fps * 100) / 100 : undefined;
}

/**
 * The master's picture size, length and whether it has sound; an error when
 * it holds no readable video.
 * @param {string} file
 * @returns {Promise<MasterInfo>}
 */
export async function probe(file) {
  const out = await run(FFPROBE, [
    '-v',
    'error',
    '-show_streams',
    '-show_format',
    '-of',
    'json',
    file,
  ]);
  /** @type {{ streams?: { codec_type?: string, width?: number, height?: number, avg_frame_rate?: string, r_frame_rate?: string }[], format?: { duration?: string } }} */
  const json = JSON.parse(String(out));
  const video = json.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const duration = Number(json.format?.duration);
  if (!video?.width || !video.height) throw new Error('brak obrazu w pliku');
  if (!(duration > 0)) throw new Error('nie da się odczytać długości filmu');
  const fps = framesPerSecond(video.avg_frame_rate) ?? framesPerSecond(video.r_frame_rate);
  return {
    width: video.width,
    height: video.height,
    duration,
    ...(fps && { fps }),
    audio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/**
 * The rungs made for a master: every rung up to its height, at least the first.
 * @param {number} height
 */
export function rungsFor(height) {
  const fit = LADDER.filter((r) => r.height <= height);
  return fit.length ? fit : [LADDER[0]];
}

/**
 * The HLS ladder (H.264 + AAC, fMP4 segments of SEGMENT_SECONDS after
 * FIRST_SEGMENTS shorter ones, independent segments, master playlists with
 * BANDWIDTH/RESOLUTION/CODECS: the ladder's, and hls.js's with
 * HLS_JS_START_RUNG first), the poster and the muted loop, into `dir`.
 * @param {string} master
 * @param {MasterInfo} info
 * @param {string} dir
 * @param {AbortSignal} [signal] stops ffmpeg (the run's deadline)
 */
export async function encode(master, info, dir, signal) {
  await mkdir(dir, { recursive: true });
  const rungs = rungsFor(info.height);
  // hls.js's start rung last: its folder follows the ladder's (lib/films.mjs).
  const encoded = [...rungs, HLS_JS_START_RUNG];
  const heights = [...encoded.map((r) => r.height), PROGRESSIVE.height];
  // One decode for every output: the ladder's rungs and the progressive MP4.
  const split = `[0:v]split=${heights.length}${heights.map((_, i) => `[s${i}]`).join('')}`;
  const scales = heights.map((h, i) => `[s${i}]scale=-2:${Math.min(h, info.height)}[o${i}]`);
  const last = encoded.length;
  const audio = info.audio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : [];
  // Key frames where segments start: every FIRST_SEGMENTS.seconds for the
  // first ones, then every SEGMENT_SECONDS. The muxer cuts at the first key
  // frame past each (initial) segment length, so these decide the segments.
  const { count, seconds } = FIRST_SEGMENTS;
  const short = count * seconds;
  const keyframes = [
    '-force_key_frames',
    `expr:if(lt(t,${short}),gte(t,n_forced*${seconds}),gte(t,${short}+(n_forced-${count})*${SEGMENT_SECONDS}))`,
    '-sc_threshold',
    '0',
  ];
  const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
  const withAudio = info.audio ? ['-map', '0:a:0'] : [];
  const rungDir = (/** @type {number} */ i) => path.join(dir, `v${i}`);
  await Promise.all(encoded.map((_, i) => mkdir(rungDir(i), { recursive: true })));
  // One HLS output per rung (master-playlists.mjs says why not var_stream_map).
  // prettier-ignore
  const hls = (/** @type {{ videoKbps: number }} */ r, /** @type {number} */ i) => [
    '-map', `[o${i}]`, ...withAudio, ...h264,
    '-b:v', `${r.videoKbps}k`,
    '-maxrate', `${Math.round(r.videoKbps * 1.07)}k`,
    '-bufsize', `${Math.round(r.videoKbps * 1.5)}k`,
    ...audio, ...keyframes,
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_init_time', String(seconds),
    '-hls_playlist_type', 'vod',
    '-hls_flags', 'independent_segments', '-hls_segment_type', 'fmp4',
    // The name var_stream_map gave it, which lib/films.mjs's start URLs follow.
    '-hls_fmp4_init_filename', `init_${i}.mp4`,
    '-hls_segment_filename', path.join(rungDir(i), 'seg%03d.m4s'),
    '-master_pl_name', RUNG_MASTER,
    path.join(rungDir(i), 'index.m3u8'),
  ];
  // prettier-ignore
  await run(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', master,
    '-filter_complex', [split, ...scales].join(';'),
    ...encoded.flatMap(hls),
    '-map', `[o${last}]`, ...withAudio,
    ...h264, '-b:v', `${PROGRESSIVE.videoKbps}k`, ...audio,
    '-movflags', '+faststart', path.join(dir, FILM_FILES.progressive),
  ], signal);
  const written = await Promise.all(
    encoded.map((_, i) => readFile(path.join(rungDir(i), RUNG_MASTER), 'utf8')),
  );
  await Promise.all(encoded.map((_, i) => rm(path.join(rungDir(i), RUNG_MASTER))));
  const masters = masterPlaylists(written);
  await writeFile(path.join(dir, FILM_FILES.playlist), masters.native);
  await writeFile(path.join(dir, FILM_FILES.hlsJsPlaylist), masters.hlsJs);
  const at = Math.min(1, info.duration / 2);
  // prettier-ignore
  await run(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y', '-ss', String(at), '-i', master,
    '-frames:v', '1', '-vf', `scale='min(${POSTER_MAX_WIDTH},iw)':-2`, '-q:v', '3',
    path.join(dir, FILM_FILES.poster),
  ], signal);
  // prettier-ignore
  await run(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y', '-t', String(LOOP_SECONDS), '-i', master,
    '-an', '-vf', `scale='min(${LOOP_MAX_WIDTH},iw)':-2`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p',
    '-movflags', '+faststart', path.join(dir, FILM_FILES.loop),
  ], signal);
  return rungs.map((r) => Math.min(r.height, info.height));
}
