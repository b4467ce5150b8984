import http from 'node:http';
import path from 'node:path';

import { serverState } from './background';

/**
 * The production Worker in the platform's local runtime (scripts/dev/serve.mjs,
 * wrangler dev), started by the `edge-setup` project (e2e/edge/edge.setup.ts)
 * on out/ plus the fixtures below, with no e-mail stand-in: as production
 * answers, LOCAL_OUTBOX unset.
 */
const port = Number(process.env.EDGE_E2E_PORT ?? 4280);
export const EDGE = { name: 'edge', port, url: `http://127.0.0.1:${port}` } as const;

export function edgeUrl(): string {
  return serverState(EDGE.name).url;
}

export const OUT = path.resolve('out');

/**
 * Files the tests add to the served root (the build itself is never
 * written): a responsive variant under /media/img/ (a 10-hex content hash in
 * its name), a document uploaded under /media/ that tries to run a script,
 * and dotfiles, which are never uploaded or served.
 */
export const HASHED_IMAGE = '/media/img/edge-test-0123456789.avif';
export const MEDIA_DOCUMENT = '/media/edge-test.html';
export const DOTFILES = ['/.edge-secret', '/media/.edge-secret', '/film/.edge-secret'];
export const SECRET = 'edge-secret-must-not-be-served';
export const FIXTURES: Record<string, string> = {
  [HASHED_IMAGE.slice(1)]: 'hashed',
  [MEDIA_DOCUMENT.slice(1)]:
    '<!DOCTYPE html><html lang="pl"><title>x</title><script>document.title = "ran"; fetch("/kontakt");</script></html>',
  ...Object.fromEntries(DOTFILES.map((file) => [file.slice(1), SECRET])),
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

/**
 * A request as a plain client sends it: no redirects followed, no body
 * decoded, only the headers given (Playwright's request context would
 * decompress).
 */
export function request(
  method: string,
  pathname: string,
  headers: http.OutgoingHttpHeaders = {},
  body?: string,
) {
  return new Promise<RawResponse>((resolve, reject) => {
    const { hostname, port } = new URL(edgeUrl());
    // The path goes out as written: a URL string would be normalised first.
    const req = http.request({ method, hostname, port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const get = (pathname: string, headers: http.OutgoingHttpHeaders = {}) =>
  request('GET', pathname, headers);
