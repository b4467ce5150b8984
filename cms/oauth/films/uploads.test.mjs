// The film uploads end to end on loopback, as the editor's widget uses them:
// the service hands out presigned part URLs, plain fetch PUTs the parts to
// the bucket (s3rver behind a gate that checks every signature, the
// presigned ones too, as S3 and R2 do), and the bucket ends up holding the
// very bytes. Plus who is refused, and what the journal never keeps.
import { randomBytes } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestService } from '../test-service.mjs';
import { FILM_MESSAGES, filmMessage } from './messages.mjs';
import {
  FILMS_REPO,
  PUSH_TOKEN,
  READ_TOKEN,
  startFilmUploads,
  startRepoHost,
} from './test-uploads.mjs';

const MiB = 1024 * 1024;
/** @type {Awaited<ReturnType<typeof startFilmUploads>>} */
let films;

beforeAll(async () => {
  // Parts of 5 MiB, S3's smallest, so a 3-part master stays small.
  films = await startFilmUploads({ films: { partSize: 5 * MiB } });
}, 30_000);
afterAll(async () => {
  await films?.close();
});

/** @param {number} size */
const start = (size, name = 'Relacja z gali.MP4', type = 'video/mp4') =>
  films.api('/uploads', { body: { name, size, type } });

/** PUTs parts with plain fetch, as a browser would; their ETags. @param {Record<string, string>} urls @param {Buffer[]} parts */
async function putParts(urls, parts, numbers = parts.map((_, i) => i + 1)) {
  return Promise.all(
    numbers.map(async (n) => {
      const res = await fetch(urls[n] ?? '', {
        method: 'PUT',
        body: new Uint8Array(parts[n - 1] ?? []),
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return { partNumber: n, etag: res.headers.get('etag') ?? '' };
    }),
  );
}

/** @param {string} key */
async function stored(key) {
  const object = await films.bucket.client.send(
    new GetObjectCommand({ Bucket: 'swiatlocien-filmy', Key: key }),
  );
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

describe('a master in parts, straight to the bucket', () => {
  it('uploads three parts with presigned URLs, resumes from the bucket’s list, and completes byte for byte', async () => {
    const master = randomBytes(10 * MiB + 1024);
    const parts = [
      master.subarray(0, 5 * MiB),
      master.subarray(5 * MiB, 10 * MiB),
      master.subarray(10 * MiB),
    ];
    const started = await start(master.length);
    expect(started.status).toBe(201);
    expect(started.headers.get('cache-control')).toBe('no-store');
    const { key, uploadId, partSize, partCount, src } = started.json;
    expect({ key, partSize, partCount }).toEqual({
      key: 'masters/relacja-z-gali.mp4',
      partSize: 5 * MiB,
      partCount: 3,
    });
    expect(src).toBe(`${films.bucket.endpoint}/swiatlocien-filmy/masters/relacja-z-gali.mp4`);

    const first = await films.api('/uploads/parts', {
      body: { key, uploadId, partNumbers: [1, 2] },
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.json.urls)).toEqual(['1', '2']);
    expect(first.json.urls['1']).toContain('X-Amz-Expires=3600');
    const uploaded = await putParts(first.json.urls, parts, [1, 2]);

    // The tab closed here; the widget asks the bucket what it already has.
    const resumed = await films.api(
      `/uploads/parts?key=${encodeURIComponent(key)}&uploadId=${encodeURIComponent(uploadId)}`,
    );
    expect(resumed.json.parts).toEqual(uploaded.map((p) => ({ ...p, size: 5 * MiB })));

    const last = await films.api('/uploads/parts', { body: { key, uploadId, partNumbers: [3] } });
    uploaded.push(...(await putParts(last.json.urls, parts, [3])));
    // Listed as a widget may list them: in the order they finished.
    const done = await films.api('/uploads/complete', {
      body: { key, uploadId, parts: [...uploaded].reverse() },
    });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ key, src, size: master.length });
    expect((await stored(key)).equals(master)).toBe(true);

    // Every request to the bucket was signed, and every signature was right.
    expect(films.bucket.signatures.refused).toEqual([]);
    expect(films.bucket.signatures.checked()).toBeGreaterThanOrEqual(7);
    const masters = await films.api('/masters');
    expect(masters.json.masters).toEqual([
      { key, src, size: master.length, lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);

    // The same name again is a new master beside it, not over it, also two at once.
    const again = await Promise.all([
      start(10, 'Relacja z gali.mp4'),
      start(10, 'relacja Z GALI.mp4'),
    ]);
    expect(again.map((res) => res.json.key).sort()).toEqual([
      'masters/relacja-z-gali-2.mp4',
      'masters/relacja-z-gali-3.mp4',
    ]);
    for (const { json } of again) {
      const aborted = await films.api('/uploads/abort', {
        body: { key: json.key, uploadId: json.uploadId },
      });
      expect(aborted.status).toBe(204);
    }
  });

  it('refuses a part URL the bucket did not sign or that was changed', async () => {
    const { json } = await start(1024, 'krotki.mov', '');
    const { json: issued } = await films.api('/uploads/parts', {
      body: { key: json.key, uploadId: json.uploadId, partNumbers: [1] },
    });
    const forged = String(issued.urls['1']).replace('partNumber=1', 'partNumber=2');
    const res = await fetch(forged, {
      method: 'PUT',
      body: 'x',
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(403);
    films.bucket.signatures.refused.splice(0);
  });

  it('says so when the parts do not match what the bucket has, or the upload is gone', async () => {
    const { json } = await start(6 * MiB, 'Zwiastun.webm', 'video/webm');
    const { key, uploadId } = json;
    const wrong = await films.api('/uploads/complete', {
      body: { key, uploadId, parts: [{ partNumber: 1, etag: '"0123abcd"' }] },
    });
    expect(wrong).toMatchObject({ status: 400, json: { error: filmMessage('parts') } });
    expect((await films.api('/uploads/abort', { body: { key, uploadId } })).status).toBe(204);
    const gone = await films.api('/uploads/parts', { body: { key, uploadId, partNumbers: [1] } });
    expect(gone.status).toBe(200); // presigning asks the bucket nothing
    const listed = await films.api(`/uploads/parts?key=${key}&uploadId=${uploadId}`);
    expect(listed).toMatchObject({ status: 400, json: { error: filmMessage('noUpload') } });
  });
});

describe('who and what is refused', () => {
  it('answers 401 with no token or an invalid one, 403 to a reader and to another site', async () => {
    const body = { name: 'film.mp4', size: 10, type: 'video/mp4' };
    expect(await films.api('/uploads', { body, token: null })).toMatchObject({
      status: 401,
      json: { error: filmMessage('signIn') },
    });
    expect((await films.api('/uploads', { body, token: 'gho_nieznany' })).status).toBe(401);
    expect(await films.api('/uploads', { body, token: READ_TOKEN })).toMatchObject({
      status: 403,
      json: { error: filmMessage('noPush') },
    });
    expect(await films.api('/masters', { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      json: { error: filmMessage('origin') },
    });
    // Without an Origin header (not a browser's cross-site request) the token decides.
    expect((await films.api('/masters', { origin: null })).status).toBe(200);
  });

  it('asks the Git host once for a token with access, and never writes a token down', async () => {
    const before = films.gitHost.calls.length;
    await films.api('/masters');
    await films.api('/masters');
    expect(films.gitHost.calls.length - before).toBeLessThanOrEqual(1);
    const journal = films.service.journalText();
    expect(journal).toContain('film_upload_started');
    for (const token of [PUSH_TOKEN, READ_TOKEN, 'gho_nieznany', 'X-Amz-Signature'])
      expect(journal).not.toContain(token);
    expect(journal).not.toContain(films.env.FILMS_UPLOAD_SECRET_ACCESS_KEY);
  });

  it('refuses what is not a film, a key outside masters/, too big a master and a malformed body', async () => {
    expect(await start(10, 'cennik.pdf', 'application/pdf')).toMatchObject({
      status: 400,
      json: { error: filmMessage('notVideo') },
    });
    expect(await start(51 * 1024 ** 3)).toMatchObject({
      status: 413,
      json: { error: filmMessage('tooBig') },
    });
    const outside = await films.api('/uploads/parts', {
      body: { key: 'films/abc/master.m3u8', uploadId: 'x', partNumbers: [1] },
    });
    expect(outside).toMatchObject({ status: 400, json: { error: filmMessage('key') } });
    const climbing = await films.api('/uploads/abort', {
      body: { key: 'masters/../films/x', uploadId: 'x' },
    });
    expect(climbing.status).toBe(400);
    expect(
      (
        await films.api('/uploads/parts', {
          body: { key: 'masters/a.mp4', uploadId: 'x', partNumbers: [0] },
        })
      ).status,
    ).toBe(400);
    expect((await films.api('/uploads', { body: 'film' })).status).toBe(400);
    expect((await films.api('/uploads', { body: { name: 'x'.repeat(70_000) } })).status).toBe(413);
    expect(FILM_MESSAGES.tooBig).toContain('50 GB');
  });
});

describe('when uploads cannot work', () => {
  /** Nothing listens on the discard port: a bucket or a Git host that is down. */
  const DOWN = 'http://127.0.0.1:9';

  it('answers 404 when uploads are not set up, and the sign-in is unchanged', async () => {
    const off = await startTestService();
    try {
      const res = await fetch(`${off.origin}/oauth/films/masters`, {
        headers: { Authorization: `Bearer ${PUSH_TOKEN}` },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: filmMessage('off') });
      expect((await off.start()).res.status).toBe(302);
    } finally {
      await off.close();
    }
  });

  it('answers 502 when the bucket or the Git host does not answer', async () => {
    const gitHost = await startRepoHost();
    const settings = {
      region: 'auto',
      bucket: 'b',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      repo: FILMS_REPO,
      timeoutMs: 2_000,
    };
    const bucketDown = await startTestService({
      films: { ...settings, endpoint: DOWN, apiUrl: gitHost.url },
    });
    const hostDown = await startTestService({
      films: { ...settings, endpoint: DOWN, apiUrl: DOWN },
    });
    try {
      /** @param {string} origin */
      const masters = async (origin) => {
        const res = await fetch(`${origin}/oauth/films/masters`, {
          headers: { Authorization: `Bearer ${PUSH_TOKEN}` },
        });
        return { status: res.status, json: await res.json() };
      };
      expect(await masters(bucketDown.origin)).toEqual({
        status: 502,
        json: { error: filmMessage('bucket') },
      });
      expect(await masters(hostDown.origin)).toEqual({
        status: 502,
        json: { error: filmMessage('accessFailed') },
      });
      expect(bucketDown.journalText()).toContain('"event":"bucket_failed"');
    } finally {
      await Promise.all([bucketDown.close(), hostDown.close(), gitHost.close()]);
    }
  });
});
