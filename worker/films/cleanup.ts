// Abandoned film uploads, cleaned by the platform: the daily cron of
// wrangler.jsonc runs this. An upload started more than a week ago and never
// completed or aborted (a studio that gave up, or never chose the file again
// to resume) is aborted, so R2 drops its parts, and its records go. A week
// leaves time to resume.
import { type Env } from '../env';
import { log } from '../sign-in/log';
import { forgetUpload, listAll, recordFrom, UPLOADS_PREFIX } from './records';
import { abortUpload } from './uploads';

export const ABANDONED_AFTER_MS = 7 * 24 * 3_600_000;

export async function cleanAbandonedUploads(env: Env, now = Date.now()): Promise<number> {
  // The records only (uploads/<id>); their parts' records sit one level down.
  const { objects } = await listAll(env.MASTERS, {
    prefix: UPLOADS_PREFIX,
    delimiter: '/',
    include: ['customMetadata'],
  });
  let cleaned = 0;
  for (const object of objects) {
    const id = object.key.slice(UPLOADS_PREFIX.length);
    const record = recordFrom(object.customMetadata);
    const started = record?.started ?? object.uploaded.getTime();
    if (now - started < ABANDONED_AFTER_MS) continue;
    if (record) await abortUpload(env, id, record);
    else await forgetUpload(env, id);
    log('info', 'film_upload_abandoned', {
      key: record?.key,
      started: new Date(started).toISOString(),
    });
    cleaned += 1;
  }
  return cleaned;
}
