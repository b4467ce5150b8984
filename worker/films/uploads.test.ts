import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import worker from '../index';
import { typeset } from '../sign-in/messages';
import { freshWindow, newAddress, send, SITE, testEnv, watchLog } from '../test/helpers';
import { forgetAccess } from './access';
import { ABANDONED_AFTER_MS } from './cleanup';
import { FILM_MESSAGES } from './messages';
import {
  api,
  digest,
  errorOf,
  gitHub,
  master,
  PART,
  partsOf,
  PUSH,
  putPart,
  READ,
  slice,
  start,
  where,
} from './test-api';

let log: ReturnType<typeof watchLog>;
beforeEach(() => {
  gitHub();
  log = watchLog();
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetAccess();
});

describe('an upload in parts', () => {
  it('takes three parts in any order, lists them for a resume, and keeps the identical bytes', async () => {
    const bytes = master(2 * PART + 1000);
    const upload = await start('Relacja z gali.MP4', bytes.byteLength);
    expect(upload).toMatchObject({ partSize: PART, partCount: 3 });
    expect(upload.key).toMatch(/^masters\/\d{4}-\d{2}\/[a-z0-9]{20}\/relacja-z-gali\.mp4$/);
    expect(upload.src).toBe(
      `https://konto.r2.cloudflarestorage.com/swiatlocien-masters/${upload.key}`,
    );
    for (const n of [3, 1]) {
      const put = await putPart(upload, n, slice(bytes, n));
      expect(put.status).toBe(200);
      // The part's ETag in the body and, quoted, as the header Uppy reads.
      const { etag } = (await put.json()) as { etag: string };
      expect(etag).toMatch(/^[^"]+$/);
      expect(put.headers.get('ETag')).toBe(`"${etag}"`);
    }
    // A resume: the parts that arrived, so only part 2 goes again.
    expect((await partsOf(upload)).map((p) => [p.partNumber, p.size])).toEqual([
      [1, PART],
      [3, 1000],
    ]);
    expect((await putPart(upload, 2, slice(bytes, 2))).status).toBe(200);
    const done = await api('POST', '/uploads/complete', upload);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ key: upload.key, src: upload.src, size: bytes.byteLength });
    const stored = await testEnv.MASTERS.get(upload.key);
    expect(stored!.size).toBe(bytes.byteLength);
    expect(await digest(await stored!.arrayBuffer())).toBe(await digest(bytes));
    expect(stored!.httpMetadata?.contentType).toBe('video/mp4');
    // The records are gone; the master is listed for „Wybierz z przesłanych”.
    const id = upload.key.split('/')[2];
    expect((await testEnv.MASTERS.list({ prefix: `uploads/${id}` })).objects).toEqual([]);
    const masters = (await (await api('GET', '/masters')).json()) as {
      masters: { key: string; size: number }[];
    };
    expect(masters.masters).toContainEqual(
      expect.objectContaining({ key: upload.key, size: bytes.byteLength }),
    );
    expect(log.lines).toContainEqual(
      expect.objectContaining({ event: 'film_uploaded', key: upload.key }),
    );
    expect(log.raw()).not.toContain(PUSH);
  }, 60_000);

  it('gives two films of one name two keys', async () => {
    const first = await start('C0001.MP4', 1000);
    const second = await start('C0001.MP4', 1000);
    expect(first.key).not.toBe(second.key);
    expect(first.key.endsWith('/c0001.mp4')).toBe(true);
    expect(second.key.endsWith('/c0001.mp4')).toBe(true);
    for (const u of [first, second]) {
      expect(
        (
          await putPart(
            u,
            1,
            master(1000).map((b) => b ^ (u === first ? 1 : 2)),
          )
        ).status,
      ).toBe(200);
      expect((await api('POST', '/uploads/complete', u)).status).toBe(200);
    }
    const a = await digest(await (await testEnv.MASTERS.get(first.key))!.arrayBuffer());
    const b = await digest(await (await testEnv.MASTERS.get(second.key))!.arrayBuffer());
    expect(a).not.toBe(b);
  });

  it('refuses a part of another size than the declared size gives it, in Polish', async () => {
    const bytes = master(PART + 10);
    const upload = await start('krotki.mp4', bytes.byteLength);
    const short = await putPart(upload, 1, bytes.subarray(0, PART - 1));
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toBe(typeset(FILM_MESSAGES.partSize));
    // The last part, longer than the declared size leaves it.
    const long = await putPart(upload, 2, master(11));
    expect(long.status).toBe(400);
    const beyond = await putPart(upload, 3, master(10));
    expect(beyond.status).toBe(400);
    expect(await errorOf(beyond)).toBe(typeset(FILM_MESSAGES.partNumber));
    expect(await partsOf(upload)).toEqual([]);
  });

  it('refuses to complete with a part missing, and completes once it arrives', async () => {
    const bytes = master(PART + 10);
    const upload = await start('Pierwszy taniec.mp4', bytes.byteLength);
    expect((await putPart(upload, 2, bytes.subarray(PART))).status).toBe(200);
    const early = await api('POST', '/uploads/complete', upload);
    expect(early.status).toBe(400);
    expect(await errorOf(early)).toBe(typeset(FILM_MESSAGES.partsMissing));
    expect((await putPart(upload, 1, bytes.subarray(0, PART))).status).toBe(200);
    expect((await api('POST', '/uploads/complete', upload)).status).toBe(200);
  });

  it('ends an upload for good on „Przerwij”', async () => {
    const upload = await start('proba.mp4', 100);
    expect((await putPart(upload, 1, master(100))).status).toBe(200);
    expect((await api('POST', '/uploads/abort', upload)).status).toBe(204);
    const gone = await api('GET', `/uploads/parts?${where(upload)}`);
    expect(gone.status).toBe(410);
    expect(await errorOf(gone)).toBe(typeset(FILM_MESSAGES.noUpload));
    expect(await testEnv.MASTERS.head(upload.key)).toBeNull();
  });

  it('refuses what is not a film, an empty file and one over 50 GB', async () => {
    const statuses = [];
    for (const film of [
      { name: 'umowa.pdf', size: 10, type: 'application/pdf' },
      { name: 'pusty.mp4', size: 0, type: 'video/mp4' },
      { name: 'ogromny.mov', size: 51 * 1024 ** 3, type: 'video/quicktime' },
    ])
      statuses.push((await api('POST', '/uploads', film)).status);
    expect(statuses).toEqual([400, 400, 413]);
  });
});

describe('who may upload', () => {
  it('answers 401 without a token or with a bad one, 403 without push, in Polish', async () => {
    const none = await send('/oauth/films/masters', { headers: { Origin: SITE } });
    expect(none.status).toBe(401);
    expect(await errorOf(none)).toBe(typeset(FILM_MESSAGES.signIn));
    const bad = await api('GET', '/masters', undefined, { Authorization: 'Bearer gho_zmyslony' });
    expect(bad.status).toBe(401);
    const reader = await api('GET', '/masters', undefined, { Authorization: `Bearer ${READ}` });
    expect(reader.status).toBe(403);
    expect(await errorOf(reader)).toBe(typeset(FILM_MESSAGES.noPush));
  });

  it('refuses another origin', async () => {
    const response = await api('GET', '/masters', undefined, { Origin: 'https://obcy.example' });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe(typeset(FILM_MESSAGES.origin));
  });

  it('asks GitHub once per token within five minutes', async () => {
    const requests = gitHub();
    for (let i = 0; i < 3; i += 1) expect((await api('GET', '/masters')).status).toBe(200);
    expect(requests).toHaveLength(1);
  });

  it('answers past 300 requests a minute from one address with a Polish 429', async () => {
    await freshWindow(60, 30);
    const ip = newAddress();
    const statuses = new Map<number, number>();
    let refused: Response | undefined;
    for (let i = 0; i < 302; i += 1) {
      const response = await send('/oauth/films/masters', {
        ip,
        headers: { Authorization: `Bearer ${PUSH}`, Origin: SITE },
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429) refused ??= response;
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 300, 429: 2 });
    expect(refused?.headers.get('Retry-After')).toBe('60');
    expect(await errorOf(refused!)).toBe(typeset(FILM_MESSAGES.limited));
  }, 60_000);

  it('answers unknown routes and methods in Polish', async () => {
    expect((await api('GET', '/nic')).status).toBe(404);
    expect((await api('DELETE', '/uploads')).status).toBe(405);
  });
});

describe('abandoned uploads', () => {
  it('are aborted by the daily cron after a week, with their records; newer ones stay', async () => {
    const old = await start('porzucony.mp4', 100);
    expect((await putPart(old, 1, master(100))).status).toBe(200);
    const recent = await start('w-toku.mp4', 100);
    // The old one was started eight days ago.
    const id = old.key.split('/')[2];
    const record = await testEnv.MASTERS.head(`uploads/${id}`);
    await testEnv.MASTERS.put(`uploads/${id}`, '', {
      customMetadata: {
        ...record!.customMetadata,
        started: String(Date.now() - ABANDONED_AFTER_MS - 86_400_000),
      },
    });

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 3 * * *' }), testEnv, ctx);
    await waitOnExecutionContext(ctx);

    expect((await testEnv.MASTERS.list({ prefix: `uploads/${id}` })).objects).toEqual([]);
    // R2 no longer has the multipart upload: its parts are gone.
    await expect(
      testEnv.MASTERS.resumeMultipartUpload(old.key, old.uploadId).complete([]),
    ).rejects.toThrow();
    expect(log.lines).toContainEqual(
      expect.objectContaining({ event: 'film_upload_abandoned', key: old.key }),
    );
    // The recent one goes on.
    expect((await putPart(recent, 1, master(100))).status).toBe(200);
    expect((await api('POST', '/uploads/complete', recent)).status).toBe(200);
  });
});
