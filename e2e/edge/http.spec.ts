// What the production Worker and the platform's asset server answer
// (wrangler.jsonc, worker/site/, out/_headers), in the platform's local
// runtime: addresses, 404s, headers, caching, types. docs/deploy.md records
// what the platform does on its own (307 for a trailing slash; the folder's
// Cache-Control of out/_headers on every response, which the Worker replaces
// on a 404).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

import { getServices } from '@/content/services';
import { servicePath } from '@/lib/routes';

import { inlineScriptHashes } from '../../scripts/build/csp/csp.mjs';
import { SEND_PATH } from '../../scripts/dev/email-stand-in.mjs';
import { CACHE_CONTROL, MEDIA_POLICY, SECURITY_HEADERS } from '../../worker/site/headers';
import {
  DOTFILES,
  edgeUrl,
  get,
  HASHED_IMAGE,
  MEDIA_DOCUMENT,
  OUT,
  request,
  SECRET,
  type RawResponse,
} from '../support/edge';

const services = getServices();

const service = servicePath(services[0]!);
const outFile = (file: string) => readFileSync(path.join(OUT, file));
const firstFile = (dir: string, ext: string) =>
  `/${dir}/${readdirSync(path.join(OUT, dir)).find((f) => f.endsWith(ext))}`;
const script = firstFile('_next/static/chunks', '.js');
const FILM_FOLDER = `films/${readdirSync(path.join(OUT, 'films'))[0]}`;
const style = firstFile('_next/static/chunks', '.css');

/** Every security header of worker/site/headers.ts, and a policy that allows no inline script but hashed ones. */
function expectSecurityHeaders(res: RawResponse, { frame = 'DENY' } = {}) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const [name, value] of SECURITY_HEADERS) {
    expect(res.headers[name.toLowerCase()], name).toBe(name === 'X-Frame-Options' ? frame : value);
  }
}

test.describe('addresses', () => {
  for (const pathname of ['/', '/kontakt', service]) {
    test(`${pathname} answers 200 with its page`, async () => {
      const res = await get(pathname);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
      expect(res.body.equals(outFile(file))).toBe(true);
    });
  }

  test('a trailing slash or .html redirects to the bare path, keeping the query', async () => {
    for (const [from, to] of [
      ['/kontakt/', '/kontakt'],
      [`${service}/`, service],
      ['/kontakt.html', '/kontakt'],
      ['/kontakt//?utm_source=x&a=%C5%BC', '/kontakt?utm_source=x&a=%C5%BC'],
    ] as const) {
      const res = await get(from);
      expect(res.status, from).toBe(307);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test('no address redirects off the site', async () => {
    for (const from of ['//evil.example/', '/\\evil.example/', '/%2Fevil.example/']) {
      const res = await get(from);
      const location = res.headers.location;
      if (location === undefined) continue;
      // A path on this site: never protocol-relative, never another host.
      expect(location, from).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://www.swiatlocien.pl').host, from).toBe('www.swiatlocien.pl');
    }
  });

  test('an unknown id under a service prefix gets that route’s 404 page', async () => {
    for (const prefix of ['fotografia', 'film']) {
      for (const pathname of [
        `/${prefix}/nie-ma`,
        `/${prefix}/a/b`,
        `/${prefix}/404`,
        `/${prefix}/404.html`,
        `/${prefix}/`,
      ]) {
        const res = await get(pathname);
        expect(res.status, pathname).toBe(404);
        expect(res.body.equals(outFile(`${prefix}/404.html`)), pathname).toBe(true);
        expect(res.body.toString()).toContain('Ładowanie treści...');
      }
    }
  });

  test('any other unknown path, and a 404 page asked for by name, get out/404.html', async () => {
    for (const pathname of [
      '/nie-ma',
      '/404.html',
      '/404',
      '/_not-found',
      '/_not-found.html',
      '/_headers',
      '/.assetsignore',
      '/fotografia',
    ]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.equals(outFile('404.html')), pathname).toBe(true);
    }
    expect(outFile('404.html').toString()).toContain('Nie znaleziono strony');
  });

  test('dotfiles are never served, wherever they are', async () => {
    for (const pathname of DOTFILES) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.toString(), pathname).not.toContain(SECRET);
    }
  });

  test('a missing hashed file is a 404 that no browser keeps', async () => {
    // A tab opened before a deploy asks for chunks of the build before it; a
    // rollback brings their names back, so their 404 must not outlive the
    // visit (out/_headers gives every response under the folder a year).
    for (const pathname of ['/_next/static/chunks/nie-ma.js', '/media/img/nie-ma-0000.webp']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers['cache-control'], pathname).toBe(CACHE_CONTROL.revalidate);
    }
  });

  test('the contact form’s path of the local build is unknown in production', async () => {
    const body = JSON.stringify({ lib_version: '4.4.1' });
    const post = await request('POST', SEND_PATH, { 'Content-Type': 'application/json' }, body);
    expect(post.status).toBe(405);
    expect((await get(SEND_PATH)).status).toBe(404);
  });
});

test.describe('headers', () => {
  test('every security header on pages, files, 404s and redirects', async () => {
    for (const pathname of ['/', '/kontakt', script, '/robots.txt', '/media/fallback.jpg']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      if (pathname.startsWith('/media/')) {
        expect(res.headers['content-security-policy']).toBe(MEDIA_POLICY);
        continue;
      }
      expectSecurityHeaders(res);
    }
    for (const pathname of ['/nie-ma', '/fotografia/nie-ma', '/kontakt/']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBeGreaterThanOrEqual(300);
      expectSecurityHeaders(res);
    }
  });

  test('each page’s policy allows the hashes of its own inline scripts', async () => {
    for (const [pathname, file] of [
      ['/', 'index.html'],
      ['/kontakt', 'kontakt.html'],
      [service, `${service.slice(1)}.html`],
      ['/fotografia/nie-ma', 'fotografia/404.html'],
      ['/film/404', 'film/404.html'],
      ['/nie-ma', '404.html'],
    ] as const) {
      const csp = String((await get(pathname)).headers['content-security-policy']);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      const hashes = inlineScriptHashes(outFile(file).toString());
      expect(hashes.length, file).toBeGreaterThan(0);
      expect(scriptSrc, file).toBe(["script-src 'self'", ...hashes.map((h) => `'${h}'`)].join(' '));
    }
    // Files that are not pages may run no inline script at all.
    for (const pathname of [script, '/robots.txt']) {
      const csp = String((await get(pathname)).headers['content-security-policy']);
      expect(csp, pathname).toContain("script-src 'self';");
    }
  });

  test('the test build sends the contact form to its own origin only', async () => {
    const csp = String((await get('/kontakt')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("font-src 'self';");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
  });

  test('caching: pages revalidate, hashed files and films are immutable, other media a day', async () => {
    const expected: [string, string][] = [
      ['/', CACHE_CONTROL.revalidate],
      ['/kontakt', CACHE_CONTROL.revalidate],
      ['/kontakt.txt', CACHE_CONTROL.revalidate],
      ['/robots.txt', CACHE_CONTROL.revalidate],
      ['/manifest.webmanifest', CACHE_CONTROL.revalidate],
      ['/nie-ma', CACHE_CONTROL.revalidate],
      ['/admin/config.yml', CACHE_CONTROL.revalidate],
      [script, CACHE_CONTROL.immutable],
      [style, CACHE_CONTROL.immutable],
      [firstFile('_next/static/media', '.woff2'), CACHE_CONTROL.immutable],
      [HASHED_IMAGE, CACHE_CONTROL.immutable],
      ['/media/fallback.jpg', CACHE_CONTROL.media],
      [firstFile('media/videos', '.mp4'), CACHE_CONTROL.media],
      [firstFile('media/photos', '.jpg'), CACHE_CONTROL.media],
      // A film's renditions: its folder is named by the master's hash (lib/films.mjs).
      [`/${FILM_FOLDER}/master.m3u8`, CACHE_CONTROL.immutable],
      [`/${FILM_FOLDER}/v0/index.m3u8`, CACHE_CONTROL.immutable],
    ];
    for (const [pathname, cacheControl] of expected) {
      expect((await get(pathname)).headers['cache-control'], pathname).toBe(cacheControl);
    }
  });

  test('a page revalidates to 304 with its ETag, with its headers', async () => {
    const first = await get('/kontakt');
    const again = await get('/kontakt', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  test('content types', async () => {
    const types: [string, RegExp][] = [
      ['/robots.txt', /^text\/plain; charset=utf-8$/],
      ['/kontakt.txt', /^text\/plain; charset=utf-8$/],
      ['/manifest.webmanifest', /^application\/manifest\+json(; charset=utf-8)?$/],
      ['/sitemap.xml', /^(application|text)\/xml(; charset=utf-8)?$/],
      ['/icon.svg', /^image\/svg\+xml(; charset=utf-8)?$/],
      [script, /^(application|text)\/javascript; charset=utf-8$/],
      [style, /^text\/css; charset=utf-8$/],
      ['/media/fallback.jpg', /^image\/jpeg$/],
      [HASHED_IMAGE, /^image\/avif$/],
    ];
    for (const [pathname, type] of types) {
      expect((await get(pathname)).headers['content-type'], pathname).toMatch(type);
    }
  });

  test('compressed for a client that accepts it', async () => {
    for (const [pathname, file] of [
      ['/kontakt', 'kontakt.html'],
      [script, script.slice(1)],
      [style, style.slice(1)],
      ['/nie-ma', '404.html'],
    ] as const) {
      const res = await get(pathname, { 'Accept-Encoding': 'gzip' });
      expect(res.headers['content-encoding'], pathname).toBe('gzip');
      expect(gunzipSync(res.body).equals(outFile(file)), pathname).toBe(true);
    }
  });
});

test.describe('byte ranges', () => {
  test('a video answers a range with 206, as Safari needs to play it', async () => {
    for (const pathname of [firstFile('media/videos', '.mp4'), `/${FILM_FOLDER}/loop.mp4`]) {
      const res = await get(pathname, { Range: 'bytes=0-99' });
      expect(res.status, pathname).toBe(206);
      expect(res.body.length, pathname).toBe(100);
      expect(res.headers['content-range'], pathname).toMatch(/^bytes 0-99\/\d+$/);
    }
  });
});

test.describe('uploads under /media/', () => {
  test('never run as documents: sandboxed, with no script', async ({ page }) => {
    const res = await get(MEDIA_DOCUMENT.replace(/\.html$/, ''));
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(MEDIA_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${edgeUrl()}${MEDIA_DOCUMENT}`);
    await expect(page).toHaveURL(`${edgeUrl()}${MEDIA_DOCUMENT.replace(/\.html$/, '')}`);
    expect(await page.title()).toBe('x');
    expect(requests.filter((url) => url.endsWith('/kontakt'))).toEqual([]);
  });
});
