import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { remember, saved, stillOpen } from './film-resume';
import { withRetries } from './film-retry';
import { UploadError, type Call } from './film-service';

/**
 * An upload that survives a bad minute (security review 2026-11-28, rows 13
 * and 19): the browser forgets an unfinished upload only when the Worker
 * says it is gone, and otherwise waits as long as it is told and tries again.
 */

const FILE = new File(['x'], 'Wesele.mp4', { lastModified: 1_700_000_000_000 });
const RECORD = {
  key: 'masters/2026-11/abcdefghij0123456789/wesele.mp4',
  uploadId: 'u1',
  src: 'https://konto.r2.cloudflarestorage.com/swiatlocien-masters/…',
  partSize: 16,
  partCount: 1,
  name: FILE.name,
  size: FILE.size,
  lastModified: FILE.lastModified,
};

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  });
  vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {} });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const failing =
  (status: number): Call =>
  async () => {
    throw new UploadError('…', status);
  };

describe('the resume check', () => {
  it('keeps the record on no connection, 401, 403, 429 and every 5xx', async () => {
    for (const status of [0, 401, 403, 429, 500, 502, 503]) {
      remember(RECORD);
      const check = stillOpen(failing(status), FILE, new AbortController().signal);
      await expect(check, String(status)).rejects.toMatchObject({ status });
      expect(saved(), String(status)).toHaveLength(1);
    }
  });

  it('forgets it only when the Worker says the upload is gone (410)', async () => {
    remember(RECORD);
    expect(await stillOpen(failing(410), FILE, new AbortController().signal)).toBeUndefined();
    expect(saved()).toEqual([]);
  });
});

describe('tries after a bad minute', () => {
  /** An attempt failing with each of `statuses` in turn (Retry-After when given), then done. */
  function attempts(...failures: [number, number?][]) {
    const times: number[] = [];
    const attempt = async () => {
      times.push(Date.now());
      const next = failures.shift();
      if (next) throw new UploadError('…', next[0], next[1]);
      return 'przesłany';
    };
    return { attempt, times };
  }

  it('waits as long as Retry-After says, then a growing back-off, and goes on', async () => {
    const { attempt, times } = attempts([429, 60], [503], [0], [502]);
    const waits: (number | null)[] = [];
    const done = withRetries(attempt, new AbortController().signal, (w) =>
      waits.push(w?.seconds ?? null),
    );
    await vi.advanceTimersByTimeAsync((60 + 10 + 20 + 40) * 1000);
    await expect(done).resolves.toBe('przesłany');
    const gaps = times.slice(1).map((t, i) => (t - (times[i] ?? 0)) / 1000);
    expect(gaps).toEqual([60, 10, 20, 40]);
    // The field counts each wait down, second by second, and hears when it ends.
    expect(waits.slice(0, 3)).toEqual([60, 59, 58]);
    expect(waits.filter((w) => w === null)).toHaveLength(4);
  });

  it('stops at once on a refusal that will not pass (a 4xx)', async () => {
    const { attempt, times } = attempts([400]);
    await expect(
      withRetries(attempt, new AbortController().signal, () => {}),
    ).rejects.toMatchObject({ status: 400 });
    expect(times).toHaveLength(1);
  });

  it('gives up after a few minutes with nothing sent, unless bytes arrive in between', async () => {
    const stuck = Array.from({ length: 20 }, (): [number] => [503]);
    const { attempt, times } = attempts(...stuck);
    const done = withRetries(attempt, new AbortController().signal, () => {});
    const failed = expect(done).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    await failed;
    expect(times).toHaveLength(9);

    let sent = 0;
    const moving = attempts(...Array.from({ length: 12 }, (): [number] => [503]));
    const progressing = withRetries(
      async (progressed) => {
        progressed((sent += 1));
        return moving.attempt();
      },
      new AbortController().signal,
      () => {},
    );
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    await expect(progressing).resolves.toBe('przesłany');
  });

  it('stops waiting on „Przerwij”', async () => {
    const controller = new AbortController();
    const { attempt } = attempts([503]);
    const done = withRetries(attempt, controller.signal, () => {});
    const stopped = expect(done).rejects.toBe('przerwane');
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort('przerwane');
    await stopped;
  });
});
