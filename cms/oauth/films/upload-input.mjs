// What a films request may carry, read strictly: anything else is a
// Refusal (400, or 413 for too big a master) before the bucket is asked.
// Keys are only the ones this service makes, under masters/, so no request
// can reach the renditions (films/…) or climb out of the prefix.
import { MASTERS_PREFIX } from './master-src.mjs';
import { Refusal } from './messages.mjs';
import { safeName, videoType } from './safe-name.mjs';
import { MAX_FILM_SIZE } from './settings.mjs';

const MiB = 1024 * 1024;
/** S3's and R2's limit on the parts of one upload. */
const MAX_PARTS = 10_000;
/** Part URLs one request may ask for: a few minutes of work at a good line. */
const MAX_URLS = 50;
/** Keys this service makes (safe-name.mjs), and no path tricks. */
const KEY = /^masters\/[a-z0-9][a-z0-9._-]{0,200}$/;
/** Upload ids are opaque: S3's, R2's and s3rver's are URL-safe text. */
const UPLOAD_ID = /^[\w.~+/=-]{1,1024}$/;
/** An ETag as the bucket returns it, quoted or not. */
const ETAG = /^"?[\w-]{1,128}"?$/;

/** @param {unknown} value @param {string} reason @returns {string} */
function string(value, reason, pattern = /^[\s\S]{1,1024}$/) {
  if (typeof value !== 'string' || !pattern.test(value))
    throw new Refusal(400, 'malformed', reason);
  return value;
}

/** @param {unknown} value @returns {number} */
function partNumber(value) {
  if (!Number.isInteger(value) || Number(value) < 1 || Number(value) > MAX_PARTS) {
    throw new Refusal(400, 'malformed', 'bad_part_number');
  }
  return Number(value);
}

/** @param {unknown} value @param {number} max @param {string} reason @returns {unknown[]} */
function list(value, max, reason) {
  if (!Array.isArray(value) || value.length < 1 || value.length > max) {
    throw new Refusal(400, 'malformed', reason);
  }
  return value;
}

/**
 * A new upload's film: its safe name, stored type and size.
 * @param {Record<string, unknown>} input { name, size, type } @param {number} [maxSize]
 */
export function filmOf(input, maxSize = MAX_FILM_SIZE) {
  const name = safeName(string(input.name, 'bad_name'));
  const { size, type = '' } = input;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || typeof type !== 'string') {
    throw new Refusal(400, 'malformed', 'bad_size_or_type');
  }
  const contentType = videoType(type, name.extension);
  if (!contentType) throw new Refusal(400, 'notVideo', 'not_video');
  if (size === 0) throw new Refusal(400, 'empty', 'empty');
  if (size > maxSize) throw new Refusal(413, 'tooBig', 'too_big');
  return { name, size, contentType };
}

/**
 * The key and upload a request names; a key outside masters/ is its own refusal.
 * @param {Record<string, unknown>} input { key, uploadId }
 */
export function uploadOf(input) {
  const key = string(input.key, 'bad_key');
  if (!key.startsWith(MASTERS_PREFIX) || !KEY.test(key))
    throw new Refusal(400, 'key', 'key_outside_masters');
  return { key, uploadId: string(input.uploadId, 'bad_upload_id', UPLOAD_ID) };
}

/** The part numbers a URL request asks for (1–50). @param {unknown} value */
export const partNumbersOf = (value) => list(value, MAX_URLS, 'bad_part_numbers').map(partNumber);

/**
 * The parts to join, in order (a widget uploading several at once may list
 * them as they finished); a part named twice is refused.
 * @param {unknown} value [{ partNumber, etag }]
 */
export function partsOf(value) {
  const parts = list(value, MAX_PARTS, 'bad_parts')
    .map((part) => /** @type {{ partNumber?: unknown, etag?: unknown } | null} */ (part))
    .map((part) => ({
      partNumber: partNumber(part?.partNumber),
      etag: string(part?.etag, 'bad_etag', ETAG),
    }))
    .sort((a, b) => a.partNumber - b.partNumber);
  if (parts.some((p, i) => p.partNumber === parts[i - 1]?.partNumber)) {
    throw new Refusal(400, 'malformed', 'part_twice');
  }
  return parts;
}

/**
 * Parts of `preferred` bytes, larger when a huge master would need more
 * than S3's 10 000 (whole MiB, all equal but the last, as R2 wants).
 * @param {number} size @param {number} preferred
 */
export function partPlan(size, preferred) {
  const partSize = Math.max(preferred, Math.ceil(size / MAX_PARTS / MiB) * MiB);
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}
