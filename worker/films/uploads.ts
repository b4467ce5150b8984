// The film masters in the private bucket (the R2 binding MASTERS): a
// multipart upload per film under a key of its own, its parts streamed
// through the Worker, each checked against the size declared at the start,
// and recorded beside it (records.ts). An upload R2 no longer has (dropped
// by a bucket rule before the cron's week) loses its records and answers
// 410, so the editor forgets it too; a part R2 does not know at completion
// (a stale record) loses the parts' records, so the same file sends them again.
//   masters/<yyyy-mm>/<id>/<safe name>   the master (never reused: <id> is random)
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
import { INVALID_PART, NO_SUCH_UPLOAD, r2Code, Refusal } from './messages';
import {
  forgetParts,
  forgetUpload,
  listAll,
  listParts,
  partKey,
  recordFrom,
  recordKey,
  type UploadRecord,
} from './records';

/** `call` on the upload, whose records go when R2 says it no longer has it (410). */
async function gone<T>(env: Env, id: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (r2Code(error) !== NO_SUCH_UPLOAD) throw error;
    await forgetUpload(env, id);
    throw new Refusal(410, 'noUpload', 'r2_no_such_upload');
  }
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

/** POST /uploads: a new multipart upload under a key no other upload ever had. */
export async function startUpload(
  env: Env,
  input: Record<string, unknown>,
  now = Date.now(),
): Promise<StartedUpload> {
  const { file, size, contentType } = filmOf(input);
  const id = randomId();
  const month = new Date(now).toISOString().slice(0, 7);
  const key = `${MASTERS_PREFIX}${month}/${id}/${file}`;
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
    throw new Refusal(410, 'noUpload', 'no_upload');
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
  const upload = env.MASTERS.resumeMultipartUpload(record.key, record.uploadId);
  const uploaded = await gone(env, id, () => upload.uploadPart(n, body));
  const part = { partNumber: n, etag: uploaded.etag, size: expected };
  await env.MASTERS.put(partKey(id, n), '', {
    customMetadata: { etag: part.etag, size: String(part.size) },
  });
  return part;
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
  const object = await gone(env, id, async () => {
    try {
      return await upload.complete(parts.map(({ partNumber, etag }) => ({ partNumber, etag })));
    } catch (error) {
      // R2 does not say which part: every part goes again, into the same upload.
      if (r2Code(error) !== INVALID_PART) throw error;
      await forgetParts(env, id);
      throw new Refusal(409, 'partStale', 'invalid_part');
    }
  });
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
