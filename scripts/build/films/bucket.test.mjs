// The pipeline against an S3-compatible bucket, as in production (R2, B2),
// with s3rver on loopback as the stand-in: the master is uploaded like the
// studio's, the content references it by URL, the renditions go to the
// bucket's films/<folder>/ prefix with the film's state beside the masters,
// the site's build reads them without encoding, and a second run of the
// encode job encodes nothing and downloads nothing.
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
import { encodeFilms } from './encode-films.mjs';
import { bucketStates } from './film-states.mjs';
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
  it('the job puts the renditions in the bucket by hash, the build reads them, and a second job encodes and downloads nothing', async () => {
    const where = { bucket: BUCKET, endpoint, region: 'us-east-1', forcePathStyle: true };
    const store = await bucketStore(where);
    const states = await bucketStates(where);
    const cacheDir = path.join(root, 'cache');
    // Before the job: the build leaves the film out and does not encode it.
    const before = await buildFilms({ root, store, states, cacheDir });
    expect(before.manifest).toEqual({});
    expect(before.encoded).toEqual([]);

    const job = await encodeFilms({ root, store, states, cacheDir });
    const first = await buildFilms({ root, store, states, cacheDir });
    const [[src, film] = []] = Object.entries(first.manifest);
    expect(job.encoded).toEqual([filmFolder(film?.hash ?? '')]);
    expect(job.ready).toEqual([src]);
    expect(first.encoded).toEqual([]);
    const state = await states.get(src ?? '');
    expect(state).toMatchObject({ state: 'ready', hash: film?.hash });
    expect(state?.source?.etag).toBeTruthy();

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
    const second = await encodeFilms({ root, store, states, cacheDir });
    expect(second).toEqual({ encoded: [], ready: [], errors: [], deferred: [] });
    // The master was recognised by its ETag: not downloaded again.
    expect(await readFile(path.join(cacheDir, 'masters'), 'utf8').catch((e) => e.code)).toBe(
      'ENOENT',
    );
  });
});
