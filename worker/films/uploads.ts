// The film masters in the private bucket (the R2 binding MASTERS): a
// multipart upload per film under a key of its own, its parts streamed
// through the Worker, each checked against the size declared at the start,
// and a record of the upload and of every part beside it (R2's binding has
// no ListParts), from which a resume lists what is there, completion knows
// every part and the cron (cleanup.ts) finds the abandoned ones.
//   masters/<yyyy-mm>/<id>/<safe name>   the master (never reused: <id> is random)
//   uploads/<id>                          the upload: key, uploadId, size, partSize, partCount, started
//   uploads/<id>/<part number>            a part that arrived: etag, size
import { MASTERS_PREFIX, masterSrc } from '../../lib/film-masters.mjs';
import {
  partLength,
  partPlan,
  type CompletedUpload,
  type MasterListing,
  type StartedUpload,
  type UploadedPart,
} from '../../lib/film-uploads';
import { type Env } from '../env';
import { filmOf, uploadOf } from './input';
import { Refusal } from './messages';

export const UPLOADS_PREFIX = 'uploads/';

export interface UploadRecord {
  key: string;
  uploadId: string;
  size: number;
  partSize: number;
  partCount: number;
  started: number;
}

/** What the content keeps for a master: its S3 API address, which the build reads with its key. */
export function srcOf(env: Env, key: string): string {
  return masterSrc(key, {
    endpoint: env.FILMS_S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: env.FILMS_MASTERS_BUCKET,
  });
}

/** 20 characters of [a-z0-9] (about 100 random bits): the upload's own folder. */
function randomId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => alphabet[b % 36]).join('');
}

const recordKey = (id: string) => `${UPLOADS_PREFIX}${id}`;
const partKey = (id: string, n: number) => `${UPLOADS_PREFIX}${id}/${n}`;

export function recordFrom(metadata: Record<string, string> | undefined): UploadRecord | null {
  if (!metadata?.key || !metadata.uploadId) return null;
  const numbers = ['size', 'partSize', 'partCount', 'started'].map((name) =>
    Number(metadata[name]),
  );
  if (numbers.some((n) => !Number.isSafeInteger(n))) return null;
  const [size = 0, partSize = 0, partCount = 0, started = 0] = numbers;
  return { key: metadata.key, uploadId: metadata.uploadId, size, partSize, partCount, started };
}

/** POST /uploads: a new multipart upload under a key no other upload ever had. */
export async function startUpload(
  env: Env,
  input: Record<string, unknown>,
  now = Date.now(),
): Promise<StartedUpload> {
  const { name, size, contentType } = filmOf(input);
  const id = randomId();
  const month = new Date(now).toISOString().slice(0, 7);
  const key = `${MASTERS_PREFIX}${month}/${id}/${name.file}`;
  const upload = await env.MASTERS.createMultipartUpload(key, {
    httpMetadata: { contentType },
    customMetadata: { size: String(size) },
  });
  const plan = partPlan(size);
  const record: UploadRecord = { key, uploadId: upload.uploadId, size, ...plan, started: now };
  await env.MASTERS.put(recordKey(id), '', {
    customMetadata: Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)])),
  });
  return { key, uploadId: upload.uploadId, ...plan, src: srcOf(env, key) };
}

/** The upload a request names, as its record says; a refusal when there is none (finished, aborted, cleaned). */
export async function uploadNamed(env: Env, input: Record<string, unknown>) {
  const { key, id, uploadId } = uploadOf(input);
  const record = recordFrom((await env.MASTERS.head(recordKey(id)))?.customMetadata);
  if (!record || record.key !== key || record.uploadId !== uploadId)
    throw new Refusal(400, 'noUpload', 'no_upload');
  return { id, record };
}

/**
 * PUT /uploads/parts: part n's bytes, exactly as long as part n must be
 * (Content-Length, which the platform holds the body to), into the upload.
 */
export async function putPart(
  env: Env,
  id: string,
  record: UploadRecord,
  n: number,
  length: number,
  body: ReadableStream | null,
): Promise<UploadedPart> {
  const expected = partLength(n, record.size, record.partSize);
  if (length !== expected || !body) throw new Refusal(400, 'partSize', 'part_size');
  const uploaded = await env.MASTERS.resumeMultipartUpload(record.key, record.uploadId).uploadPart(
    n,
    body,
  );
  const part = { partNumber: n, etag: uploaded.etag, size: expected };
  await env.MASTERS.put(partKey(id, n), '', {
    customMetadata: { etag: part.etag, size: String(part.size) },
  });
  return part;
}

/** Every object under a prefix, all pages of the listing. */
export async function listAll(
  bucket: R2Bucket,
  options: R2ListOptions,
): Promise<{ objects: R2Object[]; prefixes: string[] }> {
  const objects: R2Object[] = [];
  const prefixes: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ ...options, cursor });
    objects.push(...page.objects);
    prefixes.push(...page.delimitedPrefixes);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { objects, prefixes };
}

/** GET /uploads/parts: the parts that arrived, in order (a resume sends the rest). */
export async function listParts(
  env: Env,
  id: string,
  record: UploadRecord,
): Promise<UploadedPart[]> {
  const { objects } = await listAll(env.MASTERS, {
    prefix: `${UPLOADS_PREFIX}${id}/`,
    include: ['customMetadata'],
  });
  return objects
    .map((o) => ({
      partNumber: Number(o.key.slice(o.key.lastIndexOf('/') + 1)),
      etag: o.customMetadata?.etag ?? '',
      size: Number(o.customMetadata?.size),
    }))
    .filter(
      (p) =>
        p.partNumber >= 1 &&
        p.partNumber <= record.partCount &&
        p.etag &&
        p.size === partLength(p.partNumber, record.size, record.partSize),
    )
    .sort((a, b) => a.partNumber - b.partNumber);
}

/** The upload's record and its parts' records, gone. */
export async function forgetUpload(env: Env, id: string): Promise<void> {
  const { objects } = await listAll(env.MASTERS, { prefix: `${UPLOADS_PREFIX}${id}/` });
  const keys = [recordKey(id), ...objects.map((o) => o.key)];
  for (let i = 0; i < keys.length; i += 1000) await env.MASTERS.delete(keys.slice(i, i + 1000));
}

/**
 * POST /uploads/complete: every part there and of its size, their sum the
 * declared size; then the master, whose size is checked once more (deleted
 * when it differs, so a wrong master never lands).
 */
export async function completeUpload(
  env: Env,
  id: string,
  record: UploadRecord,
): Promise<CompletedUpload> {
  const parts = await listParts(env, id, record);
  const total = parts.reduce((sum, p) => sum + p.size, 0);
  if (parts.length !== record.partCount || total !== record.size)
    throw new Refusal(400, 'partsMissing', 'parts_missing');
  const upload = env.MASTERS.resumeMultipartUpload(record.key, record.uploadId);
  const object = await upload.complete(parts.map(({ partNumber, etag }) => ({ partNumber, etag })));
  if (object.size !== record.size) {
    await env.MASTERS.delete(record.key);
    await forgetUpload(env, id);
    throw new Refusal(400, 'sizeMismatch', 'size_mismatch');
  }
  await forgetUpload(env, id);
  return { key: record.key, src: srcOf(env, record.key), size: object.size };
}

/** POST /uploads/abort: R2 drops the parts, the records go. */
export async function abortUpload(env: Env, id: string, record: UploadRecord): Promise<void> {
  try {
    await env.MASTERS.resumeMultipartUpload(record.key, record.uploadId).abort();
  } catch {
    // Already gone (aborted, or expired by R2): the records go all the same.
  }
  await forgetUpload(env, id);
}

/** GET /masters: newest first. */
export async function listMasters(env: Env): Promise<MasterListing[]> {
  const { objects } = await listAll(env.MASTERS, { prefix: MASTERS_PREFIX });
  return objects
    .filter((o) => !o.key.endsWith('/'))
    .sort((a, b) => b.uploaded.getTime() - a.uploaded.getTime())
    .map((o) => ({
      key: o.key,
      src: srcOf(env, o.key),
      size: o.size,
      lastModified: o.uploaded.toISOString(),
    }));
}
