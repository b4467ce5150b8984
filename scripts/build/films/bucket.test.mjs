// The pipeline against an S3-compatible bucket, as in production (R2, B2),
// with s3rver on loopback as the stand-in: the master is uploaded like the
// studio's, the content references it by URL, the renditions go to the
// bucket's films/<folder>/ prefix, and a second publish encodes nothing and
// downloads nothing.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { filmFolder, filmPosterUrl } from '../../../lib/films.mjs';
import { buildFilms } from './build-films.mjs';
import { bucketStore } from './store.mjs';
import { makeClip, makeRoot } from './test-fixture.mjs';

const BUCKET = 'studio-media';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** @type {InstanceType<typeof S3rver>} */
let server;
/** @type {string} */
let endpoint;
const directory = path.join(tmpdir(), `s3rver-${process.pid}`);
/** @type {string} */
let root;
/** @type {S3Client} */
let client;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });

  const src = `${endpoint}/${BUCKET}/masters/probny.mp4`;
  root = await makeRoot(src);
  const clip = path.join(root, 'probny.mp4');
  makeClip(clip, { seconds: 3 });
  await client.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: 'masters/probny.mp4',
      Body: await readFile(clip),
      ContentType: 'video/mp4',
    }),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
  await rm(directory, { recursive: true, force: true });
});

describe('the films pipeline with object storage', { timeout: 120_000 }, () => {
  it('puts the renditions in the bucket by hash, and a second publish encodes and downloads nothing', async () => {
    const store = await bucketStore({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const cacheDir = path.join(root, 'cache');
    const first = await buildFilms({ root, store, cacheDir });
    const [film] = Object.values(first.manifest);
    expect(first.encoded).toEqual([filmFolder(film?.hash ?? '')]);
    expect(film?.source?.etag).toBeTruthy();

    const prefix = `films/${filmFolder(film?.hash ?? '')}`;
    const playlist = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}/master.m3u8` }),
    );
    expect(playlist.ContentType).toBe('application/vnd.apple.mpegurl');
    expect(playlist.CacheControl).toContain('immutable');
    const segment = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `${prefix}/v0/seg000.m4s` }),
    );
    expect(segment.ContentType).toBe('video/iso.segment');
    // Nothing of it is served by the site itself, but a copy of the poster for its variants.
    expect(await readFile(path.join(root, 'public/films'), 'utf8').catch((e) => e.code)).toBe(
      'ENOENT',
    );
    const poster = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `${prefix}/poster.jpg` }),
    );
    const copy = path.join(root, 'public', filmPosterUrl(film?.hash ?? ''));
    expect(await readFile(copy)).toEqual(
      Buffer.from((await poster.Body?.transformToByteArray()) ?? []),
    );

    await rm(path.join(cacheDir, 'masters'), { recursive: true, force: true });
    const second = await buildFilms({ root, store, cacheDir });
    expect(second.encoded).toEqual([]);
    expect(second.manifest).toEqual(first.manifest);
    // The master was recognised by its ETag: not downloaded again.
    expect(await readFile(path.join(cacheDir, 'masters'), 'utf8').catch((e) => e.code)).toBe(
      'ENOENT',
    );
  });
});
