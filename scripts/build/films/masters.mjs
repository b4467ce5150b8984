// A film's master, found by its reference in the content: a file under
// public/ ('/media/videos/x.mp4', the sample films), an object of the films'
// bucket (the studio's upload from the editor, read with the bucket's key:
// bucket-masters.mjs), or any other http(s) URL. Identified by the SHA-256 of
// its bytes; a remote master also by its ETag and size, so an unchanged one
// is neither downloaded nor encoded again.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** @param {string} file @returns {Promise<string>} */
export async function sha256File(file) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * @typedef {{ etag: string, size: number }} Source
 * @typedef {{ file: string, hash: string, source?: Source }} Master
 * `source`: a remote master's ETag and size, so the next build can tell it is
 * the same master without downloading several GB again.
 */

/**
 * The master on disk and its hash, or (a remote master known by its ETag) its
 * hash and how to fetch it; an error in Polish when it is missing.
 * @param {string} src
 * @param {{ publicDir: string, downloadDir: string, known?: { hash: string, source?: Source },
 *   bucket?: import('./bucket-masters.mjs').MasterBucket, check?: (size: number) => void }} options
 *   `check`: called with a remote master's size before it is downloaded (a limit)
 * @returns {Promise<Master | { hash: string, source: Source, fetch: () => Promise<string> }>}
 */
export async function findMaster(src, { publicDir, downloadDir, known, bucket, check }) {
  if (!/^https?:\/\//.test(src)) {
    const file = path.join(publicDir, decodeURI(src));
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new Error(`nie ma pliku ${src} (public${decodeURI(src)})`);
    return { file, hash: await sha256File(file) };
  }
  const key = bucket?.key(src);
  const remote = key && bucket ? fromBucket(bucket, key) : fromWeb(src);
  const source = await remote.head();
  const file = path.join(
    downloadDir,
    createHash('sha256').update(src).digest('hex') + path.extname(new URL(src).pathname),
  );
  const fetchMaster = async () => {
    check?.(source.size);
    return download(file, source, remote.get);
  };
  if (
    known?.source &&
    source.etag &&
    known.source.etag === source.etag &&
    known.source.size === source.size
  ) {
    return { hash: known.hash, source, fetch: fetchMaster };
  }
  const fetched = await fetchMaster();
  return { file: fetched, hash: await sha256File(fetched), source };
}

/**
 * A master's size in bytes, as cheaply as it is known (a stat, or a HEAD
 * request), for the run's order (encode-plan.mjs); 0 when it cannot be
 * told, so that film comes early and fails fast with its own message.
 * @param {string} src
 * @param {{ publicDir: string, bucket?: import('./bucket-masters.mjs').MasterBucket }} options
 */
export async function masterSize(src, { publicDir, bucket }) {
  try {
    if (!/^https?:\/\//.test(src)) return (await stat(path.join(publicDir, decodeURI(src)))).size;
    const key = bucket?.key(src);
    return (await (key && bucket ? fromBucket(bucket, key) : fromWeb(src)).head()).size;
  } catch {
    return 0;
  }
}

/**
 * @typedef {{ head: () => Promise<Source>, get: (file: string) => Promise<void> }} Remote
 */

/** @param {import('./bucket-masters.mjs').MasterBucket} bucket @param {string} key @returns {Remote} */
const fromBucket = (bucket, key) => ({
  head: () => bucket.head(key),
  get: (file) => bucket.download(key, file),
});

/** @param {string} url @returns {Remote} */
const fromWeb = (url) => ({
  async head() {
    const head = await fetch(url, { method: 'HEAD' }).catch((e) => {
      throw new Error(`nie udało się połączyć z ${url} (${e.cause?.code ?? e.message})`);
    });
    if (!head.ok) throw new Error(`plik ${url} jest niedostępny (HTTP ${head.status})`);
    return {
      etag: head.headers.get('etag') ?? '',
      size: Number(head.headers.get('content-length') ?? -1),
    };
  },
  async get(file) {
    const response = await fetch(url);
    if (!response.ok || !response.body)
      throw new Error(`nie udało się pobrać ${url} (HTTP ${response.status})`);
    await pipeline(
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body)),
      createWriteStream(file),
    );
  },
});

/**
 * The master in the download folder: fetched unless the copy there has the
 * same ETag and size (a publish after a change of the ladder re-encodes it
 * without fetching several GB again).
 * @param {string} file
 * @param {Source} source
 * @param {(file: string) => Promise<void>} get
 * @returns {Promise<string>}
 */
async function download(file, source, get) {
  const record = `${file}.source.json`;
  const kept = await readFile(record, 'utf8').catch(() => '');
  if (source.etag && kept === JSON.stringify(source) && (await stat(file).catch(() => null)))
    return file;
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.part`;
  try {
    await get(partial);
    await rename(partial, file);
    await writeFile(record, JSON.stringify(source));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}
