// The sign-in service as an HTTP server: the handler with node:http's own
// limits tightened for a service that only ever sees short requests (the
// sign-in's GETs, the film uploads' small JSON bodies: the films themselves
// go from the browser straight to the bucket).
import { createServer } from 'node:http';

import { createHandler } from './handler.mjs';

/** @param {import('./config.mjs').OAuthConfig} config */
export function createService(config) {
  const handle = createHandler(config);
  const server = createServer(
    // Headers beyond 8 KiB are refused by Node (431) before the handler runs.
    { maxHeaderSize: 8192, requestTimeout: 30_000, headersTimeout: 10_000 },
    (req, res) => {
      // The handler answers its own errors; this is the last line should that fail too.
      handle(req, res).catch(() => res.destroy());
    },
  );
  server.keepAliveTimeout = 5_000;
  return { server, handle };
}
