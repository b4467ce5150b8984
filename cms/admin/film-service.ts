// The film widget's calls to the site Worker's upload API (worker/films/,
// docs/media.md „The studio's upload”): JSON, `Authorization: Bearer` with the
// GitHub token the editor signed in with, and errors as Polish sentences
// saying what to do. The parts themselves go through Uppy (film-upload.ts).
import type { FilmStateAnswer, MasterListing } from '@/lib/film-uploads';

/** An error whose message the studio reads as it is (Polish, saying what to do). */
export class UploadError extends Error {
  /** The Worker's HTTP status; 0 when it could not be reached. */
  readonly status: number;
  /** The seconds the Worker asked to wait (Retry-After), when it did. */
  readonly retryAfter?: number;

  constructor(message: string, status: number, retryAfter?: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** The Worker's one answer that an upload is gone for good: only then does this browser forget it. */
export const GONE = 410;

/** A failure that may pass by itself: no connection, too many requests, the server's own trouble. */
export const mayPass = (status: number) => status === 0 || status === 429 || status >= 500;

/** Retry-After's seconds (the Worker sends a number; a date or nonsense is none). */
export function retryAfterOf(header: string | null): number | undefined {
  return header && /^\d{1,6}$/.test(header.trim()) ? Number(header) : undefined;
}

export const NO_CONNECTION =
  'Brak połączenia z serwerem. Sprawdź internet i wybierz ten sam plik jeszcze raz: przesyłanie wznowi się od miejsca przerwania.';

export const SIGNED_OUT =
  'Edytor nie ma danych logowania. Zaloguj się przez GitHub i spróbuj ponownie.';

/** What a failed call to the service means for the studio; `said` is the Worker's own sentence. */
export function serviceError(status: number, said: string): string {
  if (status === 404)
    return 'Przesyłanie filmów nie jest włączone na tym serwerze. Napisz do osoby, która prowadzi stronę.';
  if (status === 401)
    return `${said ? `${said} ` : ''}Wyloguj się z edytora i zaloguj ponownie, potem wybierz plik jeszcze raz.`;
  if (said) return said;
  if (status === 403)
    return 'To konto GitHub nie ma prawa przesyłać filmów. Poproś o dostęp do repozytorium z prawem zapisu.';
  if (status === 429)
    return 'Zbyt wiele prób w krótkim czasie. Odczekaj minutę i spróbuj ponownie.';
  return `Serwer nie przyjął filmu (błąd ${status}). Spróbuj ponownie za kilka minut.`;
}

/** The Worker's Polish sentence in a refusal's body (`{ error }`), or ''. */
export function saidIn(body: unknown): string {
  return typeof body === 'object' && body !== null && 'error' in body
    ? typeof body.error === 'string'
      ? body.error
      : ''
    : '';
}

/**
 * The GitHub token the editor signed in with (Sveltia CMS keeps its user in
 * localStorage, `sveltia-cms.user`). Sent to the site's Worker only; never logged.
 */
export function signedInToken(): string {
  try {
    const user: unknown = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null');
    return typeof user === 'object' && user !== null && 'token' in user
      ? typeof user.token === 'string'
        ? user.token
        : ''
      : '';
  } catch {
    return '';
  }
}

export type Call = <T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  signal?: AbortSignal,
) => Promise<T>;

/**
 * The Worker's API at `base` (e.g. '/oauth/films'): resolves with the JSON
 * answer (null for 204), rejects with an UploadError in Polish. `T` is the
 * answer's shape as lib/film-uploads.ts gives it: the Worker sends it so.
 */
export function service(base: string): Call {
  return async <T>(method: string, path: string, body?: object, signal?: AbortSignal) => {
    const token = signedInToken();
    if (!token) throw new UploadError(SIGNED_OUT, 401);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        cache: 'no-store',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new UploadError(NO_CONNECTION, 0);
    }
    if (res.status === 204) return null as T;
    const data: unknown = await res.json().catch(() => null);
    if (res.ok) return data as T;
    const wait = retryAfterOf(res.headers.get('Retry-After'));
    throw new UploadError(serviceError(res.status, saidIn(data)), res.status, wait);
  };
}

/** The masters already in the bucket, newest first. */
export async function masters(api: string): Promise<MasterListing[]> {
  const answer = await service(api)<{ masters?: MasterListing[] } | null>('GET', '/masters');
  return answer?.masters ?? [];
}

/** What the encode job made of the master `src` (film-state.ts). */
export const filmState = (api: string, src: string) =>
  service(api)<FilmStateAnswer | null>('GET', `/states?src=${encodeURIComponent(src)}`);
