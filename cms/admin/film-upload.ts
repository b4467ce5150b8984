// A film's master from the studio's browser to the masters' bucket, in parts,
// by Uppy (@uppy/core, @uppy/aws-s3 without its Dashboard: the field draws its
// own Polish UI). Uppy cuts the file with File.slice() (never read whole),
// PUTs the parts a few at a time by XMLHttpRequest (for progress), retries
// them and resumes; our Worker (worker/films/, film-service.ts) stands where
// S3 would, through aws-s3's own multipart functions below: it starts the
// upload, streams each part into the bucket and completes it, so no key of
// the bucket reaches the browser. The same file chosen again, after a reload
// or a lost connection, continues from the parts the Worker recorded
// (film-resume.ts keeps where), and so does a try after a bad minute
// (film-retry.ts). Uppy's errors in Polish: film-upload-error.ts.
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Body, type Meta, type UppyFile } from '@uppy/core';

import { partPlan, type CompletedUpload, type StartedUpload } from '@/lib/film-uploads';

import type { FilmShape } from './film-length';
import { end, forget, remember, savedFor, stillOpen, where, type Where } from './film-resume';
import { withRetries, type Waiting } from './film-retry';
import { GONE, service, SIGNED_OUT, signedInToken, UploadError, type Call } from './film-service';
import { ABORTED, inPolish, OUTDATED } from './film-upload-error';

/** aws-s3 resumes a file whose state names its upload (its Golden Retriever's way). */
type ResumedFile = UppyFile<Meta, Body> & { s3Multipart: Where };

/** Parts in flight at once: a phone's uplink is full with a few. */
const IN_FLIGHT = 4;
/**
 * A part's lost connection, 429 or 5xx: tried again by Uppy after 1, 3, 9,
 * 20 and 30 s (a 429 pauses every part as long), 63 s in all, past the
 * Worker's rate-limit window of a minute (UPLOAD_LIMIT); then film-retry.ts.
 */
const RETRY_DELAYS = [1000, 3000, 9000, 20_000, 30_000];

/**
 * The abort reason of a field that goes away (the studio opens another
 * entry): the upload stops but is not ended, so the same file resumes.
 * Any other abort is „Przerwij”, which ends it for good.
 */
export const LEFT = 'left';

export interface UploadOptions {
  /** The Worker's films API, e.g. '/oauth/films'. */
  readonly api: string;
  readonly file: File;
  /** „Przerwij”: ends the upload for good. */
  readonly signal: AbortSignal;
  readonly onProgress: (loaded: number, total: number) => void;
  /** Bytes the Worker already had, when the upload continues. */
  readonly onResume?: (loaded: number) => void;
  /** A wait before the next try (film-retry.ts), each second; null when it starts. */
  readonly onWait?: (waiting: Waiting | null) => void;
  /** The film's length and picture size, when the browser could read them (film-length.ts). */
  readonly shape?: FilmShape;
}

/**
 * Uploads `options.file`, waiting out a bad minute and resuming; resolves
 * with the master, rejects with an UploadError in Polish.
 */
export async function upload(options: UploadOptions): Promise<CompletedUpload> {
  const { api, file, signal } = options;
  const call = service(api);
  try {
    return await withRetries(
      (progressed) => uploadOnce(options, call, progressed),
      signal,
      (waiting) => options.onWait?.(waiting),
    );
  } catch (error) {
    if (!signal.aborted) throw error;
    // „Przerwij” between tries, or while the resume was being checked.
    const record = savedFor(file);
    if (record && signal.reason !== LEFT) await end(call, file, record);
    throw new UploadError(ABORTED, -1);
  }
}

/** One try: the upload resumed from the parts the Worker has, or begun. */
async function uploadOnce(options: UploadOptions, call: Call, progressed: (bytes: number) => void) {
  const { api, file, signal } = options;
  const open = await stillOpen(call, file, signal);
  // The Worker decides the parts (lib/film-uploads.ts); Uppy asks before it has answered.
  const { partSize } = open?.record ?? partPlan(file.size);
  let completed: CompletedUpload | undefined;
  let failure: unknown;

  const uppy = new Uppy<Meta, Body>({
    // Its messages are English, for its Dashboard; the field says what matters.
    logger: { debug: () => {}, warn: () => {}, error: () => {} },
  }).use(AwsS3<Meta, Body>, {
    limit: IN_FLIGHT,
    retryDelays: RETRY_DELAYS,
    // Every file in parts: the Worker has no single PUT.
    shouldUseMultipart: true,
    getChunkSize: () => partSize,
    async createMultipartUpload() {
      const type = file.type || 'application/octet-stream';
      // The length too, so the Worker refuses a film too long to encode (worker/films/input.ts).
      const body = { name: file.name, size: file.size, type, ...options.shape };
      const created = await call<StartedUpload>('POST', '/uploads', body);
      // „Przerwij” while the upload was being started, or a Worker that cuts
      // otherwise than this page (one of them older than the other): end it.
      if (signal.aborted || created.partSize !== partSize) {
        if (signal.reason !== LEFT) await end(call, file, created);
        throw signal.aborted ? new UploadError(ABORTED, -1) : new UploadError(OUTDATED, 400);
      }
      remember({ ...created, name: file.name, size: file.size, lastModified: file.lastModified });
      return created;
    },
    listParts() {
      // What stillOpen just asked, when this upload continues (new ones have none).
      const parts = open?.parts ?? [];
      const resumed = parts.reduce((sum, p) => sum + p.size, 0);
      if (resumed > 0) {
        options.onResume?.(resumed);
        options.onProgress(resumed, file.size);
      }
      return parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag, Size: p.size }));
    },
    signPart(_file, part) {
      const token = signedInToken();
      if (!token) throw new UploadError(SIGNED_OUT, 401);
      // The Worker answers the PUT itself (and its ETag header), streaming it into the bucket.
      return {
        method: 'PUT',
        url: `${api}/uploads/parts?${where(part)}&partNumber=${part.partNumber}`,
        headers: { Authorization: `Bearer ${token}` },
      };
    },
    async completeMultipartUpload(_file, { key, uploadId }) {
      // The Worker knows the parts it took and checks them against the size.
      completed = await call<CompletedUpload>('POST', '/uploads/complete', { key, uploadId });
      forget(file);
      return { location: completed.src };
    },
    async abortMultipartUpload(_file, upload) {
      // Uppy also aborts after a failed part, and the field that goes away:
      // there the record stays, so the same file resumes.
      if (signal.aborted && signal.reason !== LEFT) await end(call, file, upload);
    },
  });
  uppy.on('upload-progress', (_file, progress) => {
    progressed(progress.bytesUploaded);
    options.onProgress(progress.bytesUploaded, progress.bytesTotal ?? file.size);
  });
  uppy.on('upload-error', (_file, error) => {
    failure = error;
  });
  const stop = () => uppy.cancelAll();
  signal.addEventListener('abort', stop);
  try {
    const id = uppy.addFile({ name: file.name, type: file.type, data: file, source: 'film' });
    if (open) {
      const { key, uploadId } = open.record;
      uppy.setFileState(id, { s3Multipart: { key, uploadId } } as Partial<ResumedFile>);
    }
    await uppy.upload();
    if (signal.aborted) throw new UploadError(ABORTED, -1);
    if (completed) return completed;
    const error = inPolish(failure);
    // The Worker no longer has the upload (R2 dropped it): nothing left to resume.
    if (error.status === GONE) forget(file);
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    uppy.destroy();
  }
}
