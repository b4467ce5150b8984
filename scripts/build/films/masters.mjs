// A film's master, found by its reference in the content: a file under
// public/ ('/media/videos/x.mp4', the sample films) or an http(s) URL (the
// studio's master in object storage). Identified by the SHA-256 of its bytes.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
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
 * @typedef {{ file: string, hash: string, source?: { etag: string, size: number } }} Master
 * `source`: a remote master's ETag and size, so the next build can tell it is
 * the same master without downloading several GB again.
 */

/**
 * The master on disk and its hash; an error in Polish when it is missing.
 * @param {string} src
 * @param {{ publicDir: string, downloadDir: string, known?: { hash: string, source?: { etag: string, size: number } } }} options
 * @returns {Promise<Master | { hash: string, source: { etag: string, size: number }, fetch: () => Promise<string> }>}
 */
export async function findMaster(src, { publicDir, downloadDir, known }) {
  if (!/^https?:\/\//.test(src)) {
    const file = path.join(publicDir, decodeURI(src));
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new Error(`nie ma pliku ${src} (public${decodeURI(src)})`);
    return { file, hash: await sha256File(file) };
  }
  const head = await fetch(src, { method: 'HEAD' }).catch((e) => {
    throw new Error(`nie udało się połączyć z ${src} (${e.cause?.code ?? e.message})`);
  });
  if (!head.ok) throw new Error(`plik ${src} jest niedostępny (HTTP ${head.status})`);
  const source = {
    etag: head.headers.get('etag') ?? '',
    size: Number(head.headers.get('content-length') ?? -1),
  };
  const fetchMaster = () => download(src, downloadDir);
  if (
    known?.source &&
    source.etag &&
    known.source.etag === source.etag &&
    known.source.size === source.size
  ) {
    return { hash: known.hash, source, fetch: fetchMaster };
  }
  const file = await fetchMaster();
  return { file, hash: await sha256File(file), source };
}

/** @param {string} url @param {string} dir @returns {Promise<string>} the downloaded file */
async function download(url, dir) {
  await mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    createHash('sha256').update(url).digest('hex') + path.extname(new URL(url).pathname),
  );
  const response = await fetch(url);
  if (!response.ok || !response.body)
    throw new Error(`nie udało się pobrać ${url} (HTTP ${response.status})`);
  const partial = `${file}.part`;
  try {
    await pipeline(
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body)),
      createWriteStream(partial),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}
