// A film's master from the studio's browser to the masters' bucket, in parts,
// by Uppy (@uppy/core, @uppy/aws-s3 without its Dashboard: the field draws its
// own Polish UI). Uppy cuts the file with File.slice() (never read whole),
// PUTs the parts a few at a time by XMLHttpRequest (for progress), retries
// them and resumes; our Worker (worker/films/, film-service.ts) stands where
// S3 would, through aws-s3's own multipart functions below: it starts the
// upload, streams each part into the bucket and completes it, so no key of
// the bucket reaches the browser. The same file chosen again, after a reload
// or a lost connection, continues from the parts the Worker recorded
// (film-resume.ts keeps where). Uppy's errors in Polish: film-upload-error.ts.
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Body, type Meta, type UppyFile } from '@uppy/core';

import {
  partPlan,
  type CompletedUpload,
  type StartedUpload,
  type UploadedPart,
} from '@/lib/film-uploads';

import {
  end,
  forget,
  remember,
  savedFor,
  stillOpen,
  where,
  type ResumeRecord,
  type Where,
} from './film-resume';
import { service, SIGNED_OUT, signedInToken, UploadError } from './film-service';
import { ABORTED, inPolish, OUTDATED } from './film-upload-error';

/** aws-s3 resumes a file whose state names its upload (its Golden Retriever's way). */
type ResumedFile = UppyFile<Meta, Body> & { s3Multipart: Where };

/** Parts in flight at once: a phone's uplink is full with a few. */
const IN_FLIGHT = 4;
/** A lost connection, a 429 or a 5xx: tried again after 1, 3 and 9 s, 4 tries in all. */
const RETRY_DELAYS = [1000, 3000, 9000];

export interface UploadOptions {
  /** The Worker's films API, e.g. '/oauth/films'. */
  readonly api: string;
  readonly file: File;
  /** „Przerwij”: ends the upload for good. */
  readonly signal: AbortSignal;
  readonly onProgress: (loaded: number, total: number) => void;
  /** Bytes the Worker already had, when the upload continues. */
  readonly onResume?: (loaded: number) => void;
}

/** Uploads `options.file`; resolves with the master, rejects with an UploadError in Polish. */
export async function upload(options: UploadOptions): Promise<CompletedUpload> {
  const { api, file, signal, onProgress } = options;
  const call = service(api);
  let open: { record: ResumeRecord; parts: readonly UploadedPart[] } | undefined;
  try {
    open = await stillOpen(call, file, signal);
  } catch (error) {
    if (!signal.aborted) throw error;
    const record = savedFor(file);
    if (record) await end(call, file, record);
    throw new UploadError(ABORTED, -1);
  }
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
      const body = { name: file.name, size: file.size, type };
      const created = await call<StartedUpload>('POST', '/uploads', body);
      // „Przerwij” while the upload was being started, or a Worker that cuts
      // otherwise than this page (one of them older than the other): end it.
      if (signal.aborted || created.partSize !== partSize) {
        await end(call, file, created);
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
        onProgress(resumed, file.size);
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
      // Uppy also aborts after a failed part: there the record stays, so the same file resumes.
      if (signal.aborted) await end(call, file, upload);
    },
  });
  uppy.on('upload-progress', (_file, progress) => {
    onProgress(progress.bytesUploaded, progress.bytesTotal ?? file.size);
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
    if (!completed) throw inPolish(failure);
    return completed;
  } finally {
    signal.removeEventListener('abort', stop);
    uppy.destroy();
  }
}
