// A static server in Node for out/-like folders that the tests and tools
// serve in-process, with hooks of their own: the framework floor of the JS
// budget (e2e/site/js-budget.spec.ts), the hostile-content run, the editor's
// site in the cms tests. The site itself is served by the platform's runtime
// (scripts/dev/serve.mjs, wrangler dev), not by this.
//
// The files are served by `serve-handler` (the library behind `npx serve`),
// gzipped by `compression`: clean paths map to .html or index.html, a trailing
// slash redirects to the bare path (trailingSlash: false in next.config.mjs),
// video answers Range requests. An unknown path gets the NEAREST 404.html up
// the tree (/film/xyz → out/film/404.html), as the platform serves it
// (not-found-pages.mjs).
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

import { nearestNotFound, notFoundByName, sendError, sendNotFound } from './not-found-pages.mjs';

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>} Hook */

/**
 * @param {{ root: string, hooks?: readonly Hook[] }} options a hook may answer
 *   a request itself (true) before the files are looked at.
 */
export function createSiteServer({ root, hooks = [] }) {
  // Every text file gzipped, however small, as the platform does for HTML.
  const compress = compression({ threshold: 0 });
  const config = {
    public: path.resolve(root),
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    etag: true,
    headers: [
      {
        source: '**',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
        ],
      },
    ],
  };
  const methods = { sendError: sendError(root) };
  const server = http.createServer(async (req, res) => {
    for (const hook of hooks) if (await hook(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // '//host/' or '/\\host/' must never become a redirect to another site.
    if (/^\/(?:[/\\]|%2f|%5c)/i.test(req.url ?? '')) {
      const page = await nearestNotFound(root, path.join(path.resolve(root), 'x'));
      if (page) return sendNotFound(res, page);
      return void res.writeHead(404).end();
    }
    const byName = await notFoundByName(root, req.url ?? '/');
    if (byName) return sendNotFound(res, byName);
    // compression is written for Express; a plain request and response are all it reads.
    const middleware =
      /** @type {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} */ (
        /** @type {unknown} */ (compress)
      );
    middleware(req, res, () => void serveHandler(req, res, config, methods));
  });
  // Node closes an idle kept-alive connection after 5 s; a client that sends on it at
  // that moment gets „socket hang up” (seen from the link check's request context under
  // load). Clients time out their idle connections first when the server waits longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/**
 * Serves `root` on 127.0.0.1 (a free port unless one is given), for tests,
 * screenshots and the bench.
 * @param {string} root
 * @param {{ port?: number, hooks?: readonly Hook[] }} [options]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root, { port = 0, hooks = [] } = {}) {
  const server = createSiteServer({ root, hooks });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
