#!/usr/bin/env node
// Serves the static export like the production host (deploy/nginx), with the
// local e-mail stand-in at the same origin:
//   node scripts/dev/serve.mjs [--port N] [--root out] [--outbox FILE] [--no-email]
//
// The files are served by `serve-handler` (the library behind `npx serve`),
// gzipped by `compression`: clean paths map to .html or index.html, a trailing
// slash redirects to the bare path (trailingSlash: false in next.config.mjs),
// video answers Range requests. Two small hooks make it behave like nginx and
// Cloudflare Pages where `serve` alone does not: an unknown path gets the
// NEAREST 404.html up the tree (/film/xyz → out/film/404.html), and
// POST /api/v1.0/email/send reaches the e-mail stand-in. The 404 answers are
// not-found-pages.mjs.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';

import { createEmailStandIn } from './email-stand-in.mjs';
import { nearestNotFound, notFoundByName, sendError, sendNotFound } from './not-found-pages.mjs';

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>} Hook */

/**
 * @param {{ root: string, hooks?: readonly Hook[] }} options a hook may answer
 *   a request itself (true) before the files are looked at.
 */
export function createSiteServer({ root, hooks = [] }) {
  // Every text file gzipped, however small, as nginx's gzip does for HTML.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      root: { type: 'string', default: 'out' },
      outbox: { type: 'string', default: '.outbox/messages.jsonl' },
      'no-email': { type: 'boolean', default: false },
    },
  });
  if (!existsSync(values.root)) {
    console.error(`No ${values.root}/ folder: run \`npm run build\` first.`);
    process.exit(1);
  }
  const email = values['no-email'] ? undefined : createEmailStandIn({ outbox: values.outbox });
  const server = createSiteServer({ root: values.root, hooks: email ? [email] : [] });
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${values.root}/ at http://${values.host}:${values.port}/`);
    if (email) console.log(`Contact messages are stored in ${values.outbox}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => server.close(() => process.exit(0)));
}
