import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeGitHub, send, SITE, testEnv, watchLog } from '../test/helpers';
import { forgetAccess } from './access';
import { FILM_MESSAGES } from './messages';

// The film field asks the Worker what the encode job made of its master:
// the job's record in the masters' bucket, behind the same check as uploads.
const PUSH = 'gho_mozePublikowac';
const SRC =
  'https://konto.r2.cloudflarestorage.com/swiatlocien-masters/masters/2026-11/abc/wesele.mov';

beforeEach(() => {
  watchLog();
  fakeGitHub((request) => {
    if (request.headers.get('Authorization') !== `Bearer ${PUSH}`)
      return Response.json({ message: 'Bad credentials' }, { status: 401 });
    return Response.json({ full_name: 'studio/strona', permissions: { push: true, pull: true } });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetAccess();
});

const stateOf = (src: string, token = PUSH) =>
  send(`/oauth/films/states?src=${encodeURIComponent(src)}`, {
    headers: { Authorization: `Bearer ${token}`, Origin: SITE },
  });

/** The job's record, as scripts/build/films/film-states.mjs keys it: SHA-256 of the src. */
async function record(src: string, state: Record<string, unknown>) {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(src)));
  const hex = Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
  await testEnv.MASTERS.put(`film-states/${hex}.json`, JSON.stringify({ src, ...state }));
}

describe('a film’s state for the editor', () => {
  it('is waiting before the job has seen the film, then preparing, then ready', async () => {
    let answer = await stateOf(SRC);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toEqual({ state: 'waiting' });

    await record(SRC, {
      state: 'preparing',
      updated: '2026-11-26T02:00:00.000Z',
      film: '„Wesele”',
    });
    expect(await (await stateOf(SRC)).json()).toEqual({
      state: 'preparing',
      updated: '2026-11-26T02:00:00.000Z',
    });
    await record(SRC, { state: 'ready', updated: '2026-11-26T05:10:00.000Z', hash: 'ab' });
    answer = await stateOf(SRC);
    expect(await answer.json()).toEqual({ state: 'ready', updated: '2026-11-26T05:10:00.000Z' });
  });

  it('gives an error’s Polish sentence, which names the film and says what to do', async () => {
    const message =
      'Film „Wesele” („Usługi: Filmy” → „slubna” → „Filmy” nr 1 → „Plik filmu”; …): plik … nie jest filmem, który da się odczytać (…). Wgraj w tym polu plik filmu jeszcze raz (MP4, MOV, M4V, MXF, MKV albo WebM) albo popraw odnośnik.';
    await record(SRC, { state: 'error', message, updated: '2026-11-26T03:00:00.000Z' });
    expect(await (await stateOf(SRC)).json()).toMatchObject({ state: 'error', message });
  });

  it('answers only an editor who may publish, and needs the film’s address', async () => {
    await record(SRC, { state: 'ready' });
    const stranger = await stateOf(SRC, 'gho_obcy');
    expect(stranger.status).toBe(401);
    const missing = await send('/oauth/films/states', {
      headers: { Authorization: `Bearer ${PUSH}`, Origin: SITE },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: expect.stringContaining('Serwer nie zrozumiał'),
    });
    expect(FILM_MESSAGES.malformed).toContain('Serwer nie zrozumiał');
  });

  it('does not take a record of another master for this one', async () => {
    await record(SRC, { state: 'ready' });
    const other = `${SRC}x`;
    expect(await (await stateOf(other)).json()).toEqual({ state: 'waiting' });
  });
});
