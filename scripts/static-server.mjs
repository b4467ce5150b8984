// A small static host for out/, used by `npm start` and the e2e tests. It
// behaves like the production host (deploy/ nginx): clean paths map to .html or
// index.html, a trailing slash redirects to the bare path (trailingSlash:
// false), an unknown path gets the nearest 404.html up the tree with status
// 404, video answers HTTP Range requests, and text is sent gzipped to clients
// that accept it (as nginx does), so byte counts and Lighthouse see what a
// visitor gets.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** @type {Readonly<Record<string, string>>} */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * Types worth compressing: text, and SVG, which is text too.
 * @param {string} type
 */
export function isCompressible(type) {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** @param {string} file */
export function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * @typedef {{ kind: 'file', file: string, status: 200 | 404 }
 *   | { kind: 'redirect', location: string }
 *   | { kind: 'missing' }} Resolved
 */

/**
 * What a request path is answered with: a file and its status, a redirect, or nothing.
 * @param {string} root
 * @param {string} rawPath
 * @returns {Promise<Resolved>}
 */
export async function resolveRequest(root, rawPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath.split('?')[0] ?? '/');
  } catch {
    return { kind: 'missing' };
  }
  const rootDir = path.resolve(root);
  const target = path.resolve(rootDir, `.${pathname}`);
  if (target !== rootDir && !target.startsWith(rootDir + path.sep)) return { kind: 'missing' };

  // '//host/' or '/\host/' would redirect to '//host', another site: never.
  if (pathname.length > 1 && pathname.endsWith('/') && !/^\/[/\\]/.test(pathname)) {
    const bare = pathname.replace(/\/+$/, '');
    const query = rawPath.includes('?') ? rawPath.slice(rawPath.indexOf('?')) : '';
    return { kind: 'redirect', location: encodeURI(bare) + query };
  }
  for (const candidate of [target, `${target}.html`, path.join(target, 'index.html')]) {
    // A 404 page is never a success, even when asked for by name.
    if (await isFile(candidate)) {
      const status = /^(404|_not-found)\.html$/.test(path.basename(candidate)) ? 404 : 200;
      return { kind: 'file', file: candidate, status };
    }
  }
  // The nearest 404.html up the tree: /film/xyz → out/film/404.html → out/404.html.
  for (let dir = path.dirname(target); dir.startsWith(rootDir); dir = path.dirname(dir)) {
    const notFound = path.join(dir, '404.html');
    if (await isFile(notFound)) return { kind: 'file', file: notFound, status: 404 };
    if (dir === rootDir) break;
  }
  return { kind: 'missing' };
}

/**
 * Parses a single `bytes=a-b` range against a size; null when unsatisfiable.
 * @param {string} header
 * @param {number} size
 */
export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, a, b] = match;
  let start;
  let end;
  if (a === '') {
    if (b === '') return null;
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

/**
 * Compressed bodies are cached per file, kept while its modification time and
 * size stay the same: compressing on every request would block this
 * single-threaded server for milliseconds per script, which a browser
 * measuring the page (npm run bench) would count as network time that no
 * production host (nginx, a CDN) spends.
 * @type {Map<string, { mtimeMs: number, size: number, body: Buffer }>}
 */
const gzipCache = new Map();
/**
 * @param {string} file
 * @param {{ mtimeMs: number, size: number }} stats
 */
async function gzipped(file, { mtimeMs, size }) {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = gzipSync(await readFile(file));
  gzipCache.set(file, { mtimeMs, size, body });
  return body;
}

/**
 * @param {{
 *   root: string,
 *   onRequest?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>,
 * }} options `onRequest` may answer a request itself (true) before the files are looked at.
 */
export function createStaticServer({ root, onRequest }) {
  return http.createServer(async (req, res) => {
    if (onRequest && (await onRequest(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = await resolveRequest(root, req.url ?? '/');
    if (found.kind === 'redirect') {
      res.writeHead(308, { Location: found.location }).end();
      return;
    }
    if (found.kind === 'missing') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const info = await stat(found.file);
    const { size } = info;
    const headers = {
      'Content-Type': contentType(found.file),
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    const range = req.headers.range;
    if (range && found.status === 200) {
      const r = parseRange(range, size);
      if (!r) {
        res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      res.writeHead(206, {
        ...headers,
        'Content-Range': `bytes ${r.start}-${r.end}/${size}`,
        'Content-Length': r.end - r.start + 1,
      });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(found.file, r).pipe(res);
      return;
    }
    if (
      isCompressible(headers['Content-Type']) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    ) {
      const body = await gzipped(found.file, info);
      res.writeHead(found.status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
      });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(found.status, { ...headers, 'Content-Length': size, Vary: 'Accept-Encoding' });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(found.file).pipe(res);
  });
}

/**
 * Serves `root` on 127.0.0.1 (a free port unless one is given), for tests,
 * the benchmark and screenshots.
 * @param {string} root
 * @param {number} [port]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root, port = 0) {
  const server = createStaticServer({ root });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
