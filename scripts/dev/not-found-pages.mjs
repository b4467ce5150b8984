// How the Node static server (static-server.mjs) answers a page that is not
// there, as Cloudflare's asset server does and `serve` alone does not: the
// NEAREST 404.html up the tree (/film/xyz → out/film/404.html), always with
// status 404.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The 404.html nearest to a missing file, up to the root; undefined when none.
 * @param {string} root
 * @param {string} missing an absolute path under root
 */
export async function nearestNotFound(root, missing) {
  const rootDir = path.resolve(root);
  for (let dir = path.dirname(missing); dir.startsWith(rootDir); dir = path.dirname(dir)) {
    const page = path.join(dir, '404.html');
    if (await isFile(page)) return page;
    if (dir === rootDir) break;
  }
  return undefined;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} page
 */
export function sendNotFound(res, page) {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  createReadStream(page).pipe(res);
}

/**
 * A 404 page asked for by name (/404, /film/404.html): served, but with
 * status 404, as a 404 page is never a success.
 * @param {string} root
 * @param {string} url
 */
export async function notFoundByName(root, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (!/\/(404|_not-found)(\.html)?$/.test(pathname)) return undefined;
  const rootDir = path.resolve(root);
  const file = path.resolve(rootDir, `.${pathname.replace(/(\.html)?$/, '.html')}`);
  return file.startsWith(rootDir + path.sep) && (await isFile(file)) ? file : undefined;
}

/**
 * serve-handler's error hook: a 404 answers with the nearest 404.html;
 * anything else with a plain line.
 * @param {string} root
 */
export function sendError(root) {
  /** @type {NonNullable<Parameters<typeof import('serve-handler')>[3]>['sendError']} */
  const handler = async (absolutePath, res, _acceptsJSON, _current, _handlers, _config, spec) => {
    if (!res) return;
    const { statusCode = 500, message = '' } =
      /** @type {{ statusCode?: number, message?: string }} */ (spec ?? {});
    const page =
      statusCode === 404 && absolutePath ? await nearestNotFound(root, absolutePath) : undefined;
    if (page) return sendNotFound(res, page);
    res.writeHead(statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(message);
  };
  return handler;
}
