import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

import { getServices } from '@/content/services';
import { servicePath } from '@/lib/routes';

import { CACHE_CONTROL, inlineScriptHashes } from '../../scripts/build/csp/csp.mjs';
import { testProductionConfig } from '../../scripts/dev/nginx-test-config.mjs';
import { get, HASHED_IMAGE, OUT, UNHASHED_IMAGE, type RawResponse } from '../support/nginx';

const services = getServices();

const service = servicePath(services[0]!);
const outFile = (file: string) => readFileSync(path.join(OUT, file));
const firstFile = (dir: string, ext: string) =>
  `/${dir}/${readdirSync(path.join(OUT, dir)).find((f) => f.endsWith(ext))}`;
const script = firstFile('_next/static/chunks', '.js');
const FILM_FOLDER = `films/${readdirSync(path.join(OUT, 'films'))[0]}`;
const style = firstFile('_next/static/chunks', '.css');

/** Every header of deploy/nginx/security-headers.conf, as nginx sends it. */
function expectSecurityHeaders(res: RawResponse) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['x-frame-options']).toBe('DENY');
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

  test('a trailing slash redirects to the bare path, keeping the query', async () => {
    for (const [from, to] of [
      ['/kontakt/', '/kontakt'],
      [`${service}/`, service],
      ['/kontakt//?utm_source=x&a=%C5%BC', '/kontakt?utm_source=x&a=%C5%BC'],
      ['/fotografia/', '/fotografia'],
      // Still encoded, so still a path on this site.
      ['/%2Fevil.example/', '/%2Fevil.example'],
    ] as const) {
      const res = await get(from);
      expect(res.status, from).toBe(308);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test('a path that would redirect off the site is not redirected', async () => {
    for (const from of ['//evil.example/', '/\\evil.example/']) {
      const res = await get(from);
      expect(res.status, from).toBe(404);
      expect(res.headers.location, from).toBeUndefined();
    }
  });

  test('an unknown id under a service prefix gets that route’s 404 page', async () => {
    for (const prefix of ['fotografia', 'film']) {
      for (const pathname of [`/${prefix}/nie-ma`, `/${prefix}/a/b`, `/${prefix}/404`]) {
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
      '/_headers',
      '/fotografia',
    ]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.equals(outFile('404.html')), pathname).toBe(true);
    }
    expect(outFile('404.html').toString()).toContain('Nie znaleziono strony');
  });

  test('a missing script is a 404, not cached for good', async () => {
    const res = await get('/_next/static/chunks/nie-ma.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
  });
});

test.describe('headers', () => {
  test('every security header on pages, files, 404s and redirects', async () => {
    for (const pathname of ['/', '/kontakt', script, '/robots.txt', '/media/fallback.jpg']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
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
      ['/nie-ma', '404.html'],
    ] as const) {
      const csp = String((await get(pathname)).headers['content-security-policy']);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      const hashes = inlineScriptHashes(outFile(file).toString());
      expect(hashes.length, file).toBeGreaterThan(0);
      expect(scriptSrc, file).toBe(["script-src 'self'", ...hashes.map((h) => `'${h}'`)].join(' '));
    }
    // Files that are not pages may run no inline script at all.
    const csp = String((await get(script)).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
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
      [script, CACHE_CONTROL.immutable],
      [style, CACHE_CONTROL.immutable],
      [firstFile('_next/static/media', '.woff2'), CACHE_CONTROL.immutable],
      [HASHED_IMAGE, CACHE_CONTROL.immutable],
      [UNHASHED_IMAGE, CACHE_CONTROL.media],
      ['/media/fallback.jpg', CACHE_CONTROL.media],
      [firstFile('media/videos', '.mp4'), CACHE_CONTROL.media],
      // A film's renditions: its folder is named by the master's hash (lib/films.mjs).
      [`/${FILM_FOLDER}/master.m3u8`, CACHE_CONTROL.immutable],
      [`/${FILM_FOLDER}/v0/index.m3u8`, CACHE_CONTROL.immutable],
    ];
    for (const [pathname, cacheControl] of expected) {
      expect((await get(pathname)).headers['cache-control'], pathname).toBe(cacheControl);
    }
    expect(CACHE_CONTROL.revalidate).toBe('no-cache');
  });

  test('a page revalidates to 304 with its ETag', async () => {
    const first = await get('/kontakt');
    const again = await get('/kontakt', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again);
  });

  test('content types: robots.txt as text/plain, the manifest as application/manifest+json', async () => {
    const types: [string, RegExp][] = [
      ['/robots.txt', /^text\/plain; charset=utf-8$/],
      ['/kontakt.txt', /^text\/plain; charset=utf-8$/],
      ['/manifest.webmanifest', /^application\/manifest\+json; charset=utf-8$/],
      ['/sitemap.xml', /^(application|text)\/xml; charset=utf-8$/],
      ['/icon.svg', /^image\/svg\+xml; charset=utf-8$/],
      [script, /^(application|text)\/javascript; charset=utf-8$/],
      [style, /^text\/css; charset=utf-8$/],
      ['/media/fallback.jpg', /^image\/jpeg$/],
      [HASHED_IMAGE, /^image\/avif$/],
    ];
    for (const [pathname, type] of types) {
      expect((await get(pathname)).headers['content-type'], pathname).toMatch(type);
    }
  });

  test('gzip for text types when the client accepts it', async () => {
    const textFiles: [string, string][] = [
      ['/kontakt', 'kontakt.html'],
      [script, script.slice(1)],
      [style, style.slice(1)],
      ['/sitemap.xml', 'sitemap.xml'],
      ['/kontakt.txt', 'kontakt.txt'],
      ['/media/logo.svg', 'media/logo.svg'],
      ['/manifest.webmanifest', 'manifest.webmanifest'],
      ['/nie-ma', '404.html'],
    ];
    for (const [pathname, file] of textFiles) {
      const res = await get(pathname, { 'Accept-Encoding': 'gzip' });
      expect(res.headers['content-encoding'], pathname).toBe('gzip');
      expect(res.headers.vary, pathname).toContain('Accept-Encoding');
      expect(gunzipSync(res.body).equals(outFile(file)), pathname).toBe(true);
      const plain = await get(pathname);
      expect(plain.headers['content-encoding'], pathname).toBeUndefined();
    }
    // Already compressed formats are sent as they are.
    const photo = await get('/media/fallback.jpg', { 'Accept-Encoding': 'gzip' });
    expect(photo.headers['content-encoding']).toBeUndefined();
  });

  test('video answers range requests', async () => {
    const res = await get(firstFile('media/videos', '.mp4'), { Range: 'bytes=0-99' });
    expect(res.status).toBe(206);
    expect(res.body.length).toBe(100);
  });
});

test.describe('the whole configuration', () => {
  test('the production site.conf passes nginx -t', async () => {
    expect(await testProductionConfig()).toContain('test is successful');
  });

  type Rule = { pattern: string; headers: Map<string, string> };

  /** out/_headers, rule by rule. */
  function headerRules(): Rule[] {
    const rules: Rule[] = [];
    for (const line of outFile('_headers').toString().split('\n')) {
      if (line.startsWith('#') || line.trim() === '') continue;
      if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: new Map() });
      else {
        const [name = '', ...value] = line.trim().split(': ');
        rules.at(-1)!.headers.set(name, value.join(': '));
      }
    }
    return rules;
  }
  const matches = (pattern: string, pathname: string) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
  const overlap = (a: string, b: string) =>
    matches(a, b.replace(/\*$/, '')) || matches(b, a.replace(/\*$/, ''));

  test('_headers gives each page the policy nginx sends', async () => {
    const rules = headerRules();
    for (const pathname of ['/', '/kontakt', service]) {
      const rule = rules.find((r) => r.pattern === pathname);
      const nginx = (await get(pathname)).headers['content-security-policy'];
      expect(rule?.headers.get('Content-Security-Policy'), pathname).toBe(nginx);
    }
    const all = rules.find((r) => r.pattern === '/*')!;
    const res = await get('/kontakt');
    for (const [name, value] of all.headers) expect(res.headers[name.toLowerCase()]).toBe(value);
  });

  test('_headers never sets a header from two rules that can match one path', () => {
    const rules = headerRules();
    for (const [i, a] of rules.entries()) {
      for (const b of rules.slice(i + 1)) {
        if (!overlap(a.pattern, b.pattern)) continue;
        const shared = [...a.headers.keys()].filter((name) => b.headers.has(name));
        expect(shared, `${a.pattern} and ${b.pattern}`).toEqual([]);
      }
    }
  });
});
