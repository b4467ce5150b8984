import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { filmFolder, filmHlsJs, filmPosterUrl, filmStartUrls } from '../../../lib/films.mjs';
import { buildFilms, SITE_FILMS, storeFromEnv } from './build-films.mjs';
import { FFPROBE, SEGMENT_SECONDS } from './ffmpeg.mjs';
import { localStates } from './film-states.mjs';
import { findFilms } from './find-films.mjs';
import { localStore } from './store.mjs';
import { makeClip, makeRoot } from './test-fixture.mjs';

const SRC = '/media/videos/probny.mp4';
/** @type {string} */
let root;
/** @type {string} */
let cacheDir;

beforeAll(async () => {
  root = await makeRoot(SRC);
  cacheDir = path.join(root, 'cache');
  // Five seconds: the short first segments, a whole 2-second one and the rest.
  makeClip(path.join(root, 'public', SRC), { seconds: 5 });
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

/** @param {string} file */
const streams = (file) =>
  execFileSync(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,width',
    '-of',
    'csv=p=0',
    file,
  ])
    .toString()
    .trim()
    .split('\n');

// ffmpeg on a busy machine: seconds, not milliseconds.
describe('the films pipeline', { timeout: 120_000 }, () => {
  it('makes the HLS ladder, the poster and a muted loop, and records the film', async () => {
    const { manifest, encoded } = await buildFilms({ root, cacheDir });
    const film = manifest[SRC];
    expect(encoded).toEqual([filmFolder(film?.hash ?? '')]);
    expect(film).toMatchObject({ width: 640, height: 360, rungs: [360] });
    expect(film?.duration).toBeCloseTo(5, 0);
    expect(JSON.parse(await readFile(path.join(root, SITE_FILMS), 'utf8'))).toEqual(manifest);

    const served = path.join(root, 'public/films', filmFolder(film?.hash ?? ''));
    const master = await readFile(path.join(served, 'master.m3u8'), 'utf8');
    const rungs = (/** @type {string} */ playlist) =>
      [...playlist.matchAll(/RESOLUTION=(\d+x\d+).*\n(v\d)\//g)].map((m) => `${m[2]} ${m[1]}`);
    expect(master).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"\nv0\/index\.m3u8/,
    );
    expect(rungs(master)).toEqual(['v0 640x360']);
    // hls.js's own master starts on a lower rung, which the engines' own HLS never see.
    const hlsJsMaster = await readFile(path.join(served, 'master-hlsjs.m3u8'), 'utf8');
    expect(rungs(hlsJsMaster)).toEqual(['v1 416x234', 'v0 640x360']);
    const rung = await readFile(path.join(served, 'v0/index.m3u8'), 'utf8');
    expect(rung).toContain('#EXT-X-INDEPENDENT-SEGMENTS');
    expect(rung).toContain(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`);
    // A phone waits for the whole first segment: the first two are 1 s, then 2 s.
    const durations = [...rung.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    expect(durations).toEqual([1, 1, SEGMENT_SECONDS, 1]);
    // The files the gallery fetches ahead, and on the tap, are the ones the player asks for first.
    const hash = film?.hash ?? '';
    const hlsJs = filmHlsJs(hash, film?.rungs.length ?? 0, '');
    for (const url of [
      ...filmStartUrls(hash, ''),
      hlsJs.stream,
      ...hlsJs.startUrls,
      hlsJs.firstSegment,
    ]) {
      expect(existsSync(path.join(root, 'public', url)), url).toBe(true);
    }
    expect(rung).toContain('#EXT-X-ENDLIST');
    expect(existsSync(path.join(served, 'poster.jpg'))).toBe(true);
    // Its copy where the image build makes a photo's variants of it.
    expect(await readFile(path.join(root, 'public', filmPosterUrl(film?.hash ?? '')))).toEqual(
      await readFile(path.join(served, 'poster.jpg')),
    );
    expect(streams(path.join(served, 'film.mp4'))).toEqual(['video,640', 'audio']);
    // The loop is picture only, no wider than 960 px.
    expect(streams(path.join(served, 'loop.mp4'))).toEqual(['video,640']);
  });

  it('encodes nothing when no master is new', async () => {
    const before = await readFile(path.join(root, SITE_FILMS), 'utf8');
    const { encoded } = await buildFilms({ root, cacheDir });
    expect(encoded).toEqual([]);
    expect(await readFile(path.join(root, SITE_FILMS), 'utf8')).toBe(before);
  });

  it('leaves a film with a missing, broken or too large master out, in Polish naming the film and field, and goes on', async () => {
    const before = await readFile(path.join(root, SITE_FILMS), 'utf8');
    const service = path.join(root, 'content/services/film/probny.json');
    const data = JSON.parse(await readFile(service, 'utf8'));
    const add = (/** @type {string} */ src, /** @type {string} */ title) =>
      data.videos.push({ ...data.videos[0], src, title });
    add('/media/videos/brak.mp4', 'Film zgubiony');
    add('/media/videos/zepsuty.mp4', 'Film zepsuty');
    add('/media/videos/wielki.mp4', 'Film za duży');
    await writeFile(service, JSON.stringify(data));
    await writeFile(path.join(root, 'public/media/videos/zepsuty.mp4'), 'to nie jest film');
    await writeFile(path.join(root, 'public/media/videos/wielki.mp4'), Buffer.alloc(4096));
    const where = (/** @type {number} */ n) =>
      `(„Usługi: Filmy” → „probny” → „Filmy” nr ${n} → „Plik filmu”; content/services/film/probny.json: videos[${n - 1}].src)`;

    const { errors, encoded } = await buildFilms({ root, cacheDir, limit: 2048 });
    expect(encoded).toEqual([]);
    expect(errors).toEqual([
      `Film „Film zgubiony” ${where(2)}: nie ma pliku /media/videos/brak.mp4 (public/media/videos/brak.mp4). Wgraj w tym polu plik filmu jeszcze raz (MP4, MOV, M4V, MXF, MKV albo WebM) albo popraw odnośnik.`,
      expect.stringMatching(
        new RegExp(
          `^Film „Film zepsuty” ${where(3).replace(/[()[\].]/g, '\\$&')}: plik /media/videos/zepsuty\\.mp4 nie jest filmem, który da się odczytać \\(.+\\)\\. Wgraj w tym polu`,
        ),
      ),
      expect.stringContaining(
        `Film „Film za duży” ${where(4)}: plik ma 0\u00a0GB, a maszyna, która przygotowuje filmy, pomieści najwyżej 0\u00a0GB`,
      ),
    ]);
    // The live film stays; the pages never see the others.
    expect(await readFile(path.join(root, SITE_FILMS), 'utf8')).toBe(before);
    // The editor reads the same sentence in the film's state.
    const state = await localStates(cacheDir).get('/media/videos/zepsuty.mp4');
    expect(state).toMatchObject({ state: 'error', message: errors[1] });
    // A master that failed for good is not tried again until it is replaced.
    const again = await buildFilms({ root, cacheDir, limit: 2048 });
    expect(again.errors).toEqual(errors);
    expect((await localStates(cacheDir).get('/media/videos/zepsuty.mp4'))?.updated).toBe(
      state?.updated,
    );
  });

  it('keeps a field’s film on the pages while a new master in that field fails or is prepared', async () => {
    const service = path.join(root, 'content/services/film/probny.json');
    const data = JSON.parse(await readFile(service, 'utf8'));
    const live = (await buildFilms({ root, cacheDir })).manifest[SRC];
    data.videos[0].src = '/media/videos/zamiennik.mp4';
    await writeFile(service, JSON.stringify(data));
    await writeFile(path.join(root, 'public/media/videos/zamiennik.mp4'), 'też nie film');
    const { manifest, errors } = await buildFilms({ root, cacheDir, limit: 2048 });
    expect(errors[0]).toMatch(/^Film „Film próbny” .*zamiennik\.mp4 nie jest filmem/);
    // The page plays the film it had in that field, not a broken player.
    expect(manifest['/media/videos/zamiennik.mp4']).toEqual(live);
    data.videos[0].src = SRC;
    await writeFile(service, JSON.stringify(data));
  });

  it('with renditions made elsewhere, leaves out a film not ready yet and does not encode it', async () => {
    const elsewhere = path.join(root, 'elsewhere');
    const { manifest, encoded, waiting } = await buildFilms({
      root,
      cacheDir: elsewhere,
      store: localStore(elsewhere),
      states: localStates(elsewhere),
    });
    expect(encoded).toEqual([]);
    expect(manifest).toEqual({});
    expect(waiting[0]).toMatch(/^„Film próbny” \(„Usługi: Filmy”/);
  });
});

describe('the store the settings name', () => {
  it('is the local cache without FILMS_BUCKET', async () => {
    expect(await storeFromEnv({})).toBeUndefined();
  });

  it('refuses a bucket without the CDN address the pages would use', async () => {
    await expect(storeFromEnv({ FILMS_BUCKET: 'filmy' })).rejects.toThrow(/NEXT_PUBLIC_MEDIA_BASE/);
  });
});

describe('the films the content references', () => {
  it('are the home page’s slides and cards, then the services’ and the realizations’ films', async () => {
    const films = await findFilms(path.resolve(import.meta.dirname, '../../..'));
    const home = films.filter((f) => f.file === 'content/home.json');
    expect(home.map((f) => `${f.field} ${f.src}`)).toEqual([
      'slides[0].video.src /media/videos/hero-1.mp4',
      'slides[1].video.src /media/videos/hero-2.mp4',
      'realizations[0].video.src /media/videos/card-przemyslowa.mp4',
      'realizations[1].video.src /media/videos/film-wizerunkowe.mp4',
    ]);
    expect(
      films.slice(home.length).every((f) => /^content\/(?:services|realizations)\//.test(f.file)),
    ).toBe(true);
  });
});
