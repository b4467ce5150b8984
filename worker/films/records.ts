// The Worker's own records of the film uploads, small objects beside the
// masters in the private bucket: R2's binding has no ListParts, so a resume
// lists the parts that arrived from these, completion knows every part from
// them, and the cron (cleanup.ts) finds the abandoned uploads by them.
//   uploads/<id>                 the upload: key, uploadId, size, partSize, partCount, started
//   uploads/<id>/<part number>   a part that arrived: etag, size
import { partLength, type UploadedPart } from '../../lib/film-uploads';
import { type Env } from '../env';

export const UPLOADS_PREFIX = 'uploads/';

export interface UploadRecord {
  key: string;
  uploadId: string;
  size: number;
  partSize: number;
  partCount: number;
  started: number;
}

export const recordKey = (id: string) => `${UPLOADS_PREFIX}${id}`;
export const partKey = (id: string, n: number) => `${UPLOADS_PREFIX}${id}/${n}`;

export function recordFrom(metadata: Record<string, string> | undefined): UploadRecord | null {
  if (!metadata?.key || !metadata.uploadId) return null;
  const numbers = ['size', 'partSize', 'partCount', 'started'].map((name) =>
    Number(metadata[name]),
  );
  if (numbers.some((n) => !Number.isSafeInteger(n))) return null;
  const [size = 0, partSize = 0, partCount = 0, started = 0] = numbers;
  return { key: metadata.key, uploadId: metadata.uploadId, size, partSize, partCount, started };
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

/** The parts that arrived, in order (a resume sends the rest). */
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

/** Deletes `keys`, a thousand at a time (R2's limit per call). */
async function deleteAll(env: Env, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await env.MASTERS.delete(keys.slice(i, i + 1000));
}

/** The parts' records gone, the upload's kept: a resume then sends every part again. */
export async function forgetParts(env: Env, id: string): Promise<void> {
  const { objects } = await listAll(env.MASTERS, { prefix: `${UPLOADS_PREFIX}${id}/` });
  await deleteAll(
    env,
    objects.map((o) => o.key),
  );
}

/** The upload's record and its parts' records, gone. */
export async function forgetUpload(env: Env, id: string): Promise<void> {
  const { objects } = await listAll(env.MASTERS, { prefix: `${UPLOADS_PREFIX}${id}/` });
  await deleteAll(env, [recordKey(id), ...objects.map((o) => o.key)]);
}
