// A film's state for the editor (the film widget, cms/admin/film-state.ts):
// what the films' encode job (scripts/build/films/encode-films.mjs) last
// recorded for a master, read from the masters' bucket through the R2
// binding: `film-states/<SHA-256 of src>.json` (film-states.mjs). No record
// yet: the film waits for the job, which starts once the entry is published.
import { FILM_STATES_PREFIX } from '../../lib/film-masters.mjs';
import { type FilmStateAnswer, type FilmStateName } from '../../lib/film-uploads';
import { type Env } from '../env';
import { sha256Hex } from '../sign-in/encoding';
import { Refusal } from './messages';

/** Longer than any address the editor writes; a hand-typed one fits too. */
const MAX_SRC = 2048;
const STATES = new Set(['preparing', 'ready', 'error']);

/** The state of the film whose master is `src`, as the job recorded it. */
export async function filmState(env: Env, src: string | undefined): Promise<FilmStateAnswer> {
  if (!src || src.length > MAX_SRC) throw new Refusal(400, 'malformed', 'state_without_src');
  const object = await env.MASTERS.get(`${FILM_STATES_PREFIX}${await sha256Hex(src)}.json`);
  if (!object) return { state: 'waiting' };
  const record = (await object.json().catch(() => null)) as Record<string, unknown> | null;
  const state = record?.state;
  if (typeof state !== 'string' || !STATES.has(state) || record?.src !== src)
    return { state: 'waiting' };
  return {
    state: state as FilmStateName,
    ...(state === 'error' && typeof record.message === 'string' && { message: record.message }),
    ...(typeof record.updated === 'string' && { updated: record.updated }),
  };
}
