import http from 'node:http';
import path from 'node:path';

import { serverState } from './background';

/** The nginx under test, started by the `nginx setup` project (e2e/nginx/nginx.setup.ts). */
const port = Number(process.env.NGINX_E2E_PORT ?? 4280);
export const NGINX = { name: 'nginx', port, url: `http://127.0.0.1:${port}` } as const;

export function nginxUrl(): string {
  return serverState(NGINX.name).url;
}

export const OUT = path.resolve('out');

/**
 * Files the tests add to the served root (the build itself is never
 * written): responsive variants under /media/img/ carry a 10-hex content
 * hash; a name without one must not be cached for good.
 */
export const HASHED_IMAGE = '/media/img/nginx-test-0123456789.avif';
export const UNHASHED_IMAGE = '/media/img/nginx-test.avif';
export const FIXTURES: Record<string, string> = {
  [HASHED_IMAGE.slice(1)]: 'hashed',
  [UNHASHED_IMAGE.slice(1)]: 'unhashed',
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

/**
 * A GET as a plain client sends it: no redirects followed, no body decoded,
 * only the headers given (Playwright's request context would decompress).
 */
export function get(pathname: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const { hostname, port } = new URL(nginxUrl());
    // The path goes out as written: a URL string would be normalised first.
    const req = http.get({ hostname, port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
