// The films API as the Worker's tests call it (uploads.test.ts,
// uploads-gone.test.ts): GitHub's answer for two editors, requests with
// the editor's token and origin, uploads started and parts sent.
// cspell:ignore gho -- GitHub's prefix of an OAuth token
import { expect } from 'vitest';

import { DEFAULT_PART_SIZE } from '../../lib/film-uploads';
import { fakeGitHub, send, SITE } from '../test/helpers';

export const PUSH = 'gho_mozePublikowac';
export const READ = 'gho_tylkoCzyta';
export const PART = DEFAULT_PART_SIZE;

export interface Started {
  key: string;
  uploadId: string;
  partSize: number;
  partCount: number;
  src: string;
}

/** GitHub's API: the repository, with push for one token, read for another, 401 for the rest. */
export function gitHub() {
  return fakeGitHub((request) => {
    const url = new URL(request.url);
    if (url.href !== 'https://api.github.test/repos/studio/strona')
      return new Response('{}', { status: 404 });
    const token = request.headers.get('Authorization');
    if (token === `Bearer ${PUSH}` || token === `Bearer ${READ}`)
      return Response.json({
        full_name: 'studio/strona',
        permissions: { push: token === `Bearer ${PUSH}`, pull: true },
      });
    return Response.json({ message: 'Bad credentials' }, { status: 401 });
  });
}

export const api = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  send(`/oauth/films${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${PUSH}`,
      Origin: SITE,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export async function start(name: string, size: number): Promise<Started> {
  const response = await api('POST', '/uploads', { name, size, type: 'video/mp4' });
  expect(response.status).toBe(201);
  return (await response.json()) as Started;
}

export const where = (u: Started) =>
  `key=${encodeURIComponent(u.key)}&uploadId=${encodeURIComponent(u.uploadId)}`;

export const putPart = (u: Started, n: number, bytes: Uint8Array) =>
  send(`/oauth/films/uploads/parts?${where(u)}&partNumber=${n}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${PUSH}`,
      Origin: SITE,
      'Content-Length': String(bytes.byteLength),
    },
    body: bytes,
  });

export const partsOf = async (u: Started) =>
  (
    (await (await api('GET', `/uploads/parts?${where(u)}`)).json()) as {
      parts: { partNumber: number; size: number }[];
    }
  ).parts;

/** A master of `size` bytes, each byte telling its place. */
export function master(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >> 12)) & 0xff;
  return bytes;
}
export const slice = (bytes: Uint8Array, n: number) => bytes.subarray((n - 1) * PART, n * PART);

/** A SHA-256 in hex: large byte arrays compared cheaply. */
export async function digest(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const errorOf = async (response: Response) =>
  ((await response.json()) as { error: string }).error;
