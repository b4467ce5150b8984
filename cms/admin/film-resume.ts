// What this browser remembers of an unfinished film upload (localStorage,
// `swiatlocien.film-uploads`), so that the same file, chosen again after a
// reload or a lost connection, continues where it stopped (film-upload.ts);
// the field lists them (film-field-view.ts). A file is known by its name,
// size and date: a browser gives nothing steadier across a reload. Also
// whether the Worker still has such an upload, and its end for good.
import type { StartedUpload, UploadedPart } from '@/lib/film-uploads';

import { GONE, UploadError, type Call } from './film-service';

const RESUME_KEY = 'swiatlocien.film-uploads';
/** A few at most: an abandoned one is cleaned up by the Worker anyway (worker/films/cleanup.ts). */
const KEEP = 5;

interface FileId {
  readonly name: string;
  readonly size: number;
  readonly lastModified: number;
}

/** The Worker's upload (its key, id and part plan) and the file it is of. */
export type ResumeRecord = StartedUpload & FileId;

function isRecord(value: unknown): value is ResumeRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    ['key', 'uploadId', 'src', 'name'].every((k) => typeof r[k] === 'string') &&
    ['partSize', 'partCount', 'size', 'lastModified'].every((k) => typeof r[k] === 'number')
  );
}

/** Unfinished uploads of this browser, oldest first. */
export function saved(): ResumeRecord[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RESUME_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isRecord) : [];
  } catch {
    return [];
  }
}

export const sameFile = (record: FileId, file: FileId) =>
  record.name === file.name &&
  record.size === file.size &&
  record.lastModified === file.lastModified;

/** The unfinished upload of this file, if this browser has one. */
export const savedFor = (file: FileId) => saved().find((r) => sameFile(r, file));

export function remember(record: ResumeRecord): void {
  const list = saved().filter((r) => !sameFile(r, record));
  list.push(record);
  localStorage.setItem(RESUME_KEY, JSON.stringify(list.slice(-KEEP)));
}

export function forget(file: FileId): void {
  localStorage.setItem(RESUME_KEY, JSON.stringify(saved().filter((r) => !sameFile(r, file))));
}

/** An upload as the Worker's API names it. */
export interface Where {
  readonly key: string;
  readonly uploadId?: string;
}

export const where = ({ key, uploadId = '' }: Where) =>
  `key=${encodeURIComponent(key)}&uploadId=${encodeURIComponent(uploadId)}`;

/**
 * The unfinished upload of this file and the parts the Worker has of it; none
 * when the Worker says it is gone (410: completed, aborted, dropped by the
 * bucket or cleaned up after a week), and only then is it forgotten. Any
 * other failure (signed out, offline, too many requests, the server's own
 * trouble) is an error and the record stays: film-retry.ts waits and asks again.
 */
export async function stillOpen(call: Call, file: File, signal: AbortSignal) {
  const record = savedFor(file);
  if (!record) return undefined;
  try {
    const path = `/uploads/parts?${where(record)}`;
    const listed = await call<{ parts?: UploadedPart[] } | null>('GET', path, undefined, signal);
    return { record, parts: listed?.parts ?? [] };
  } catch (error) {
    if (signal.aborted || !(error instanceof UploadError) || error.status !== GONE) throw error;
    forget(file);
    return undefined;
  }
}

/** Ends an upload for good: the bucket drops its parts, this browser forgets it. */
export async function end(call: Call, file: File, upload: Where): Promise<void> {
  forget(file);
  // What fails here the Worker's daily clean-up removes (worker/films/cleanup.ts).
  await call('POST', '/uploads/abort', upload).catch(() => {});
}
