// What s3rver 3.7 lacks of S3's multipart upload, answered in the gate
// (sigv4-gate.mjs) from s3rver's own files, as S3 and R2 answer: ListParts
// (for a resume) and AbortMultipartUpload, which s3rver refuses as not
// allowed, and the checks it skips: parts for an upload that does not exist
// (NoSuchUpload), and a completion naming a part with another ETag
// (InvalidPart) or a part under 5 MiB but the last (EntityTooSmall; R2 also
// wants all but the last equal, InvalidPart). Everything else goes on to
// s3rver, which stores the parts and joins them.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';

const MIN_PART = 5 * 1024 * 1024;

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} xml */
function answer(res, status, xml) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} code */
const error = (res, status, code) => answer(res, status, `<Error><Code>${code}</Code></Error>`);

/**
 * The parts stored so far: number, size, ETag (quoted, as S3 lists them).
 * s3rver writes a part's .md5 once the part is whole: one without is still coming.
 * @param {string} dir
 */
async function storedParts(dir) {
  const names = new Set(await readdir(dir));
  const whole = [...names].filter((name) => /^\d+$/.test(name) && names.has(`${name}.md5`));
  const parts = await Promise.all(
    whole.map(async (name) => ({
      partNumber: Number(name),
      size: (await stat(path.join(dir, name))).size,
      etag: `"${(await readFile(path.join(dir, `${name}.md5`), 'utf8')).trim()}"`,
    })),
  );
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/**
 * Why a completion would be refused by S3 or R2, or undefined.
 * @param {string} xml the request's body @param {Awaited<ReturnType<typeof storedParts>>} stored
 */
function completionProblem(xml, stored) {
  const named = [
    ...xml.matchAll(/<Part>\s*<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]*)<\/ETag>\s*<\/Part>/g),
  ];
  const parts = named.map(([, n, etag]) => ({
    part: stored.find((p) => p.partNumber === Number(n)),
    etag: (etag ?? '').replace(/&quot;|&#34;|"/g, ''),
  }));
  if (parts.some(({ part, etag }) => !part || part.etag.replaceAll('"', '') !== etag))
    return 'InvalidPart';
  const sizes = parts.map(({ part }) => part?.size ?? 0);
  if (sizes.slice(0, -1).some((size) => size < MIN_PART)) return 'EntityTooSmall';
  if (sizes.slice(0, -1).some((size) => size !== sizes[0])) return 'InvalidPart';
  return undefined;
}

/**
 * The gate's `intercept` for s3rver's folder.
 * @param {string} directory s3rver's `directory`
 */
export function multipartShim(directory) {
  const store = new FilesystemStore(directory);
  /**
   * @param {import('node:http').IncomingMessage} req @param {Buffer} body
   * @param {import('node:http').ServerResponse} res
   */
  return async function intercept(req, body, res) {
    const url = new URL(req.url ?? '/', 'http://s3rver');
    const uploadId = url.searchParams.get('uploadId');
    const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
    if (!uploadId || !bucket || !/^[\w-]+$/.test(uploadId)) return false;
    const dir = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    if (!(await stat(dir).catch(() => null))) {
      error(res, 404, 'NoSuchUpload');
      return true;
    }
    if (req.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      res.writeHead(204).end();
      return true;
    }
    if (req.method === 'GET') {
      const parts = await storedParts(dir);
      const marker = Number(url.searchParams.get('part-number-marker') ?? 0);
      const max = Number(url.searchParams.get('max-parts') ?? 1000);
      const after = parts.filter((p) => p.partNumber > marker);
      const page = after.slice(0, max);
      const truncated = after.length > page.length;
      const items = page.map(
        (p) =>
          `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${p.etag.replaceAll('"', '&quot;')}</ETag><Size>${p.size}</Size></Part>`,
      );
      answer(
        res,
        200,
        `<ListPartsResult><Bucket>${bucket}</Bucket><UploadId>${uploadId}</UploadId><IsTruncated>${truncated}</IsTruncated>${
          truncated ? `<NextPartNumberMarker>${page.at(-1)?.partNumber}</NextPartNumberMarker>` : ''
        }${items.join('')}</ListPartsResult>`,
      );
      return true;
    }
    if (req.method === 'POST') {
      const problem = completionProblem(body.toString('utf8'), await storedParts(dir));
      if (problem) {
        error(res, 400, problem);
        return true;
      }
    }
    return false;
  };
}
