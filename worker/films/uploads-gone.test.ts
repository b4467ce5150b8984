import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FILM_BUDGET_SECONDS } from '../../lib/film-limits.mjs';
import { typeset } from '../sign-in/messages';
import { testEnv, watchLog } from '../test/helpers';
import { forgetAccess } from './access';
import { FILM_MESSAGES } from './messages';
import {
  api,
  errorOf,
  gitHub,
  master,
  PART,
  partsOf,
  putPart,
  slice,
  start,
  where,
} from './test-api';

/**
 * What the editor must be told plainly, so that it forgets an upload only
 * when it is gone (410) and otherwise resumes it: an upload R2 dropped
 * before the cron did (security review 2026-11-28, row 4), a part R2 does
 * not know at completion (row 18), and what the Worker refuses to start
 * (row 17, and a film too long to encode).
 */
const recordsOf = async (key: string) =>
  (await testEnv.MASTERS.list({ prefix: `uploads/${key.split('/')[2]}` })).objects.map((o) =>
    o.key.replace(/^uploads\/[a-z0-9]+/, ''),
  );

beforeEach(() => {
  gitHub();
  // The Worker's log, kept out of the test's output.
  watchLog();
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetAccess();
});

describe('an upload R2 no longer has', () => {
  it('is gone (410) for its next part and every call after, and its records go', async () => {
    const bytes = master(PART + 100);
    const upload = await start('Wesele.mp4', bytes.byteLength);
    expect((await putPart(upload, 1, slice(bytes, 1))).status).toBe(200);
    // A bucket rule drops the multipart upload; the Worker's records still list part 1.
    await testEnv.MASTERS.resumeMultipartUpload(upload.key, upload.uploadId).abort();
    expect(await partsOf(upload)).toHaveLength(1);

    const next = await putPart(upload, 2, slice(bytes, 2));
    expect(next.status).toBe(410);
    expect(await errorOf(next)).toBe(typeset(FILM_MESSAGES.noUpload));
    expect(await recordsOf(upload.key)).toEqual([]);
    expect((await api('GET', `/uploads/parts?${where(upload)}`)).status).toBe(410);
  });

  it('is gone (410) at completion too', async () => {
    const upload = await start('Chrzest.mov', 100);
    expect((await putPart(upload, 1, master(100))).status).toBe(200);
    await testEnv.MASTERS.resumeMultipartUpload(upload.key, upload.uploadId).abort();
    const done = await api('POST', '/uploads/complete', upload);
    expect(done.status).toBe(410);
    expect(await recordsOf(upload.key)).toEqual([]);
  });
});

describe('a part R2 does not know at completion', () => {
  it('asks in Polish for the file again, forgets the parts and completes once they are sent again', async () => {
    const bytes = master(PART + 100);
    const upload = await start('Osiemnastka.mp4', bytes.byteLength);
    for (const n of [1, 2]) expect((await putPart(upload, n, slice(bytes, n))).status).toBe(200);
    // A stale record: its ETag is not the one R2 keeps for the part.
    const id = upload.key.split('/')[2];
    await testEnv.MASTERS.put(`uploads/${id}/2`, '', {
      customMetadata: { etag: 'nieaktualny', size: '100' },
    });

    const done = await api('POST', '/uploads/complete', upload);
    expect(done.status).toBe(409);
    expect(await errorOf(done)).toBe(typeset(FILM_MESSAGES.partStale));
    // The upload stays, its parts are sent again.
    expect(await partsOf(upload)).toEqual([]);
    for (const n of [1, 2]) expect((await putPart(upload, n, slice(bytes, n))).status).toBe(200);
    expect((await api('POST', '/uploads/complete', upload)).status).toBe(200);
    expect((await testEnv.MASTERS.head(upload.key))?.size).toBe(bytes.byteLength);
  });
});

describe('what an upload may start with', () => {
  const begin = (film: Record<string, unknown>) => api('POST', '/uploads', film);

  it('takes only a known film extension, whatever type the browser gives', async () => {
    const statuses: Record<string, number> = {};
    for (const [name, type] of [
      ['evil.html', 'video/mp4'],
      ['film.exe', ''],
      [`film.${'m'.repeat(130)}`, 'video/mp4'],
      ['Ślub.MOV', 'video/quicktime'],
      ['klip.mxf', 'application/mxf'],
    ] as const)
      statuses[name.slice(0, 12)] = (await begin({ name, size: 10, type })).status;
    expect(statuses).toEqual({
      'evil.html': 400,
      'film.exe': 400,
      'film.mmmmmmm': 400,
      'Ślub.MOV': 201,
      'klip.mxf': 201,
    });
    expect(await errorOf(await begin({ name: 'evil.html', size: 10, type: 'video/mp4' }))).toBe(
      typeset(FILM_MESSAGES.notVideo),
    );
  });

  it('names a file without an extension by its type', async () => {
    const started = await begin({ name: 'VID_0001', size: 10, type: 'video/quicktime' });
    expect(started.status).toBe(201);
    expect(((await started.json()) as { key: string }).key).toMatch(/\/vid-0001\.mov$/);
  });

  it('refuses, in Polish, a film the editor measured as too long to encode', async () => {
    const uhd = { width: 3840, height: 2160 };
    const refused = await begin({
      name: 'Wesele 4K.mp4',
      size: 10,
      type: 'video/mp4',
      duration: FILM_BUDGET_SECONDS,
      ...uhd,
    });
    expect(refused.status).toBe(413);
    expect(await errorOf(refused)).toBe(typeset(FILM_MESSAGES.tooLong));
    // A short one, or one whose length the browser could not read, starts.
    const short = { name: 'Zwiastun.mp4', size: 10, type: 'video/mp4', duration: 60, ...uhd };
    expect((await begin(short)).status).toBe(201);
    expect((await begin({ ...short, duration: 'nie wiem' })).status).toBe(201);
  });
});
