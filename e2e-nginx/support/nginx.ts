import http from 'node:http';
import path from 'node:path';

export const NGINX_URL_ENV = 'SWIATLOCIEN_NGINX_URL';

/** The nginx under test, started by global-setup.ts. */
export function nginxUrl(): string {
  const url = process.env[NGINX_URL_ENV];
  if (!url) throw new Error('nginx is not running: use playwright.nginx.config.ts');
  return url;
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
