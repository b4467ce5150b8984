// A master the studio uploaded from the editor to the films' bucket, as the
// build reads it: with the bucket's key (no public address needed), known
// by its ETag so an unchanged master is neither downloaded nor encoded again,
// and a missing one is left out, in Polish naming the film, file and field.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { filmFolder } from '../../../lib/films.mjs';
import { mastersFromEnv } from './bucket-masters.mjs';
import { bucketSettings, masterKey } from './bucket-settings.mjs';
import { buildFilms, SITE_FILMS } from './build-films.mjs';
import { localStates } from './film-states.mjs';
import { startBucket } from './test-bucket.mjs';
import { makeClip, makeRoot, TITLE } from './test-fixture.mjs';

const BUCKET = 'swiatlocien-filmy';
/** @type {Awaited<ReturnType<typeof startBucket>>} */
let bucket;
/** @type {string} */
let root;
/** @type {string} */
let src;

beforeAll(async () => {
  bucket = await startBucket({ bucket: BUCKET });
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: bucket.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: bucket.env.AWS_SECRET_ACCESS_KEY,
  });
  // What the editor writes when the masters have no public address.
  src = `${bucket.endpoint}/${BUCKET}/masters/film-probny.mp4`;
  root = await makeRoot(src);
  const clip = path.join(root, 'film-probny.mp4');
  makeClip(clip, { seconds: 3 });
  await bucket.client.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: 'masters/film-probny.mp4',
      Body: await readFile(clip),
      ContentType: 'video/mp4',
    }),
  );
}, 60_000);

afterAll(async () => {
  await bucket?.close();
  await rm(root, { recursive: true, force: true });
});

describe('masters in the films’ bucket', { timeout: 120_000 }, () => {
  it('names a master by its key, whether the editor wrote its public or its API address', () => {
    const settings = bucketSettings({
      FILMS_BUCKET: 'filmy',
      FILMS_MASTERS_BUCKET: 'mastery',
      FILMS_S3_ENDPOINT: 'https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com',
      FILMS_MASTERS_PUBLIC_URL: 'https://mastery.swiatlocien.pl/',
    });
    const api = 'https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com/mastery';
    expect(masterKey(`${api}/masters/slub.mp4`, settings)).toBe('masters/slub.mp4');
    expect(masterKey('https://mastery.swiatlocien.pl/masters/%C5%9Blub.mp4', settings)).toBe(
      'masters/ślub.mp4',
    );
    // Another bucket, another host: fetched over the web as before.
    expect(masterKey(`${api.replace('mastery', 'filmy')}/x.mp4`, settings)).toBeUndefined();
    expect(masterKey('https://example.com/masters/x.mp4', settings)).toBeUndefined();
  });

  it('reads the master with the bucket’s key, and an unchanged one is neither fetched nor encoded again', async () => {
    const masters = await mastersFromEnv(bucket.env);
    const cacheDir = path.join(root, 'cache');
    const first = await buildFilms({ root, cacheDir, masters });
    const film = first.manifest[src];
    expect(first.encoded).toEqual([filmFolder(film?.hash ?? '')]);
    expect(film).toMatchObject({ width: 640, height: 360, rungs: [360] });
    expect((await localStates(cacheDir).get(src))?.source?.etag).toBeTruthy();
    const served = path.join(root, 'public/films', filmFolder(film?.hash ?? ''));
    expect(await readFile(path.join(served, 'master.m3u8'), 'utf8')).toContain('v0/index.m3u8');

    // The film's state keeps the master's ETag: the download can go.
    await rm(path.join(cacheDir, 'masters'), { recursive: true, force: true });
    const second = await buildFilms({ root, cacheDir, masters });
    expect(second.encoded).toEqual([]);
    expect(second.manifest).toEqual(first.manifest);
    expect(await readFile(path.join(cacheDir, 'masters'), 'utf8').catch((e) => e.code)).toBe(
      'ENOENT',
    );
  });

  it('reads it with the build’s key, not over the web: a wrong key is refused, in Polish', async () => {
    const id = process.env.AWS_ACCESS_KEY_ID;
    // A key the bucket does not know (s3rver checks the key, not the signature).
    process.env.AWS_ACCESS_KEY_ID = 'NIE-TEN-KLUCZ';
    try {
      const masters = await mastersFromEnv(bucket.env);
      const error = await masters?.head('masters/film-probny.mp4').catch((e) => e);
      expect(error?.message).toMatch(
        /^publikacja nie ma dostępu do pliku masters\/film-probny\.mp4 \(s3:\/\/swiatlocien-filmy\/\) \(HTTP 403\)/,
      );
    } finally {
      process.env.AWS_ACCESS_KEY_ID = id;
    }
  });

  it('leaves the film out, naming the film, file and field, when its master is not in the bucket', async () => {
    const masters = await mastersFromEnv(bucket.env);
    const before = await readFile(path.join(root, SITE_FILMS), 'utf8');
    const service = path.join(root, 'content/services/film/probny.json');
    const data = JSON.parse(await readFile(service, 'utf8'));
    data.videos.push({
      ...data.videos[0],
      src: src.replace('film-probny', 'brak'),
      title: 'Zgubiony',
    });
    await writeFile(service, JSON.stringify(data));

    const { errors } = await buildFilms({ root, cacheDir: path.join(root, 'cache'), masters });
    expect(errors).toEqual([
      `Film „Zgubiony” („Usługi: Filmy” → „probny” → „Filmy” nr 2 → „Plik filmu”; content/services/film/probny.json: videos[1].src): nie ma pliku masters/brak.mp4 (s3://${BUCKET}/) w magazynie filmów. Wgraj w tym polu plik filmu jeszcze raz (MP4, MOV, M4V, MXF, MKV albo WebM) albo popraw odnośnik.`,
    ]);
    expect(errors.join()).not.toContain(TITLE);
    expect(await readFile(path.join(root, SITE_FILMS), 'utf8')).toBe(before);
  });
});
