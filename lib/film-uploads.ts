// The studio's film upload API (/oauth/films/…, worker/films/app.ts states the
// contract): the shapes its JSON answers have and how a master is cut into
// parts. One place for both ends: the Worker answers with these and cuts by
// partPlan; the editor's film widget (cms/admin/film-*.ts) reads them and
// cuts the file the same way before the Worker has answered (Uppy asks for
// the part size first). Neither may import the other (README, Layout).

/** Where the site's Worker answers the API (worker/films/app.ts), on the editor's own origin. */
export const FILMS_API = '/oauth/films';
/** The editor's widget for a master's field (cms/editor-config.ts names it, cms/admin/film-field.ts draws it). */
export const FILM_WIDGET = 'film-master';

const MiB = 1024 * 1024;
/** R2's (and S3's) limit on the parts of one upload. */
export const MAX_PARTS = 10_000;
/** Parts of 16 MiB: a lost connection costs little, and far below a Worker's 100 MB body. */
export const DEFAULT_PART_SIZE = 16 * MiB;

/**
 * Parts of `preferred` bytes, larger when a huge master would need more
 * than 10 000 (whole MiB, all equal but the last, as R2 wants).
 */
export function partPlan(size: number, preferred = DEFAULT_PART_SIZE) {
  const partSize = Math.max(preferred, Math.ceil(size / MAX_PARTS / MiB) * MiB);
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

/** The size part n must have: a full part, or what is left for the last. */
export const partLength = (n: number, size: number, partSize: number) =>
  Math.min(partSize, size - (n - 1) * partSize);

/** POST /uploads: the upload begun (201). */
export interface StartedUpload {
  readonly key: string;
  readonly uploadId: string;
  readonly partSize: number;
  readonly partCount: number;
  /** What the content will keep for the master once complete. */
  readonly src: string;
}

/** A part that arrived: PUT /uploads/parts answers with it, GET lists them. */
export interface UploadedPart {
  readonly partNumber: number;
  readonly etag: string;
  readonly size: number;
}

/** POST /uploads/complete: the master in the bucket. */
export interface CompletedUpload {
  readonly key: string;
  readonly src: string;
  readonly size: number;
}

/** GET /masters: one master in the bucket. */
export interface MasterListing {
  readonly key: string;
  readonly src: string;
  readonly size: number;
  /** When it arrived (ISO). */
  readonly lastModified: string;
}

/** What the films' encode job made of a master (film-states.mjs records it). */
export type FilmStateName = 'waiting' | 'preparing' | 'ready' | 'error';

/** GET /states?src=…: the film's state. */
export interface FilmStateAnswer {
  readonly state: FilmStateName;
  /** An error's Polish sentence: the film, the field and what to do. */
  readonly message?: string;
  /** When the job recorded it (ISO). */
  readonly updated?: string;
}
