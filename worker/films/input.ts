// What an upload request may carry, read strictly: anything else is a
// Refusal (400, or 413 for too big a master) before the bucket is asked.
// Keys are only the ones uploads.ts makes, under masters/, so no request can
// reach another object or climb out of the prefix.
import { tooLongToEncode } from '../../lib/film-limits.mjs';
import { Refusal } from './messages';
import { safeName, videoFile } from './safe-name';

/** The largest master an upload is started for (a long 4K master is tens of GB). */
export const MAX_FILM_SIZE = 50 * 1024 ** 3;
/** Keys uploads.ts makes: masters/<yyyy-mm>/<random id>/<safe name>. */
const KEY = /^masters\/\d{4}-\d{2}\/([a-z0-9]{20})\/[a-z0-9][a-z0-9._-]{0,200}$/;
/** Upload ids are opaque: R2's are URL-safe text. */
const UPLOAD_ID = /^[\w.~+/=-]{1,1024}$/;

function text(value: unknown, reason: string, pattern = /^[\s\S]{1,1024}$/): string {
  if (typeof value !== 'string' || !pattern.test(value))
    throw new Refusal(400, 'malformed', reason);
  return value;
}

/** A length or picture size the editor read from the file: a positive finite number, or none. */
const measure = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * A new upload's film: its file name (made safe), stored type and declared
 * size. The editor refuses a film too long to encode before it starts
 * (cms/admin/film-length.ts); told the length and picture size, the Worker
 * refuses it too (lib/film-limits.mjs). A file the browser could not read
 * comes without them and is taken.
 */
export function filmOf(input: Record<string, unknown>, maxSize = MAX_FILM_SIZE) {
  const name = safeName(text(input.name, 'bad_name'));
  const { size, type = '' } = input;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || typeof type !== 'string') {
    throw new Refusal(400, 'malformed', 'bad_size_or_type');
  }
  const film = videoFile(name, type);
  if (!film) throw new Refusal(400, 'notVideo', 'not_video');
  if (size === 0) throw new Refusal(400, 'empty', 'empty');
  if (size > maxSize) throw new Refusal(413, 'tooBig', 'too_big');
  const [duration, width, height] = [input.duration, input.width, input.height].map(measure);
  if (duration && width && height && tooLongToEncode({ duration, width, height }))
    throw new Refusal(413, 'tooLong', 'too_long');
  return { file: film.file, size, contentType: film.contentType };
}

/** The key, its upload's id (the key's random folder) and the multipart upload a request names. */
export function uploadOf(input: Record<string, unknown>) {
  const key = text(input.key, 'bad_key');
  const id = KEY.exec(key)?.[1];
  if (!id) throw new Refusal(400, 'key', 'key_outside_masters');
  return { key, id, uploadId: text(input.uploadId, 'bad_upload_id', UPLOAD_ID) };
}

/** A part's number, from the query. */
export function partNumberOf(value: string | undefined, partCount: number): number {
  const n = Number(value);
  if (!/^[1-9]\d{0,4}$/.test(value ?? '') || n > partCount)
    throw new Refusal(400, 'partNumber', 'bad_part_number');
  return n;
}
