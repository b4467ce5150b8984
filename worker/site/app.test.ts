// The site's Worker in workerd (vitest.config.ts, project `workers`), over
// the fixture policy map and a stand-in of the platform's asset server that
// answers as `wrangler dev` was measured to (docs/deploy.md): clean paths, a
// 307 for a trailing slash, the nearest 404.html with status 404, 405 to
// anything but GET and HEAD. The real asset server is the e2e project `edge`.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Env } from '../env';
import { asked, bindings, FILES } from '../test/platform';
import { createSite, PREVIEW_ROBOTS, SEND_PATH, site } from './app';
import { CACHE_CONTROL, NOINDEX, SECURITY_HEADERS } from './headers';
import fixture from './policies.fixture.json';

async function get(path: string, init: RequestInit = {}, app = site, extra: Partial<Env> = {}) {
  const url = path.startsWith('http') ? path : `https://www.swiatlocien.pl${path}`;
  return app.fetch(new Request(url, init), bindings(extra));
}

const csp = (res: Response) => res.headers.get('Content-Security-Policy');
const pages = fixture.pages as Record<string, string>;

afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

describe('pages', () => {
  it('carry their own policy, every security header, and revalidate', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/kontakt', 'kontakt.html'],
      ['/film/slubna', 'film/slubna.html'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(csp(res), path).toBe(pages[file]);
      for (const [name, value] of SECURITY_HEADERS) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
      expect(res.headers.get('X-Robots-Tag'), path).toBeNull();
    }
  });

  it('keep their policy on a 304, and a 404 page revalidated keeps its own', async () => {
    const res = await get('/kontakt', { headers: { 'If-None-Match': '"e"' } });
    expect(res.status).toBe(304);
    expect(csp(res)).toBe(pages['kontakt.html']);
  });

  it('a redirect and a file that is not a page get the policy without hashes', async () => {
    const slash = await get('/kontakt/');
    expect(slash.status).toBe(307);
    expect(csp(slash)).toBe(fixture.fallback);
    const robots = await get('/robots.txt');
    expect(csp(robots)).toBe(fixture.fallback);
    expect(robots.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('404s', () => {
  it('carry the policy of the 404.html the platform served: the nearest one', async () => {
    for (const [path, file] of [
      ['/fotografia/nie-ma', 'fotografia/404.html'],
      ['/film/a/b', 'film/404.html'],
      ['/nie-ma', '404.html'],
      ['/fotografia', '404.html'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(csp(res), path).toBe(pages[file]);
      expect(await res.text(), path).toBe(FILES[file]);
    }
  });

  it('an error page asked for by name is a 404, never a page', async () => {
    for (const [path, file] of [
      ['/404', '404.html'],
      ['/404.html', '404.html'],
      ['/_not-found', '404.html'],
      ['/film/404', 'film/404.html'],
      ['/fotografia/404.html', 'fotografia/404.html'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(FILES[file]);
      expect(csp(res), path).toBe(pages[file]);
    }
  });

  it('a dotfile is never asked of the platform: the 404 of its folder', async () => {
    for (const path of ['/.env', '/.git/config', '/film/.hidden', '/%2Egit/HEAD']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(
        asked.some((p) => /\/\.(?!not-found$)|%2e/i.test(p)),
        asked.join(),
      ).toBe(false);
    }
    expect(await (await get('/film/.hidden')).text()).toBe(FILES['film/404.html']);
  });
});

describe('media', () => {
  it('keep the sandbox and cache class of out/_headers, and answer byte ranges', async () => {
    const sandbox = "sandbox; default-src 'none'";
    const media = { ...bindings() };
    const fetchAsset = media.ASSETS.fetch.bind(media.ASSETS);
    media.ASSETS = {
      ...media.ASSETS,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetchAsset(input as Request, init);
        const out = new Response(res.body, res);
        out.headers.set('Content-Security-Policy', sandbox);
        out.headers.set('Cache-Control', CACHE_CONTROL.media);
        return out;
      },
    } as unknown as Fetcher;
    const req = (range?: string) =>
      new Request('https://www.swiatlocien.pl/media/videos/a.mp4', {
        headers: range ? { Range: range } : {},
      });
    const whole = await site.fetch(req(), media);
    expect(csp(whole)).toBe(sandbox);
    expect(whole.headers.get('Cache-Control')).toBe(CACHE_CONTROL.media);
    const part = await site.fetch(req('bytes=2-5'), media);
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('2345');
    expect(csp(part)).toBe(sandbox);
    // A missing upload is the site's 404 page, with its policy, revalidated.
    const missing = await site.fetch(
      new Request('https://www.swiatlocien.pl/media/videos/b.mp4'),
      media,
    );
    expect(missing.status).toBe(404);
    expect(csp(missing)).toBe(pages['404.html']);
    expect(missing.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
  });
});

describe('the editor', () => {
  it('/admin has its own policy, allows the sign-in popup and is not indexed', async () => {
    const res = await get('/admin');
    expect(csp(res)).toBe(pages['admin/index.html']);
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('X-Robots-Tag')).toBe(NOINDEX);
    const config = await get('/admin/config.yml');
    expect(csp(config)).toBe(fixture.fallback);
    expect(config.headers.get('X-Robots-Tag')).toBe(NOINDEX);
  });

  it('/podglad may be framed by the site itself, and is not indexed', async () => {
    const res = await get('/podglad');
    expect(csp(res)).toBe(pages['podglad.html']);
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(res.headers.get('X-Robots-Tag')).toBe(NOINDEX);
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });
});

describe('previews', () => {
  it('any host but production is not indexed, and its robots.txt disallows everything', async () => {
    const host = 'https://cms-pages-slubna-swiatlocien.studio.workers.dev';
    const page = await get(`${host}/kontakt`);
    expect(page.headers.get('X-Robots-Tag')).toBe(NOINDEX);
    expect(csp(page)).toBe(pages['kontakt.html']);
    const robots = await get(`${host}/robots.txt`);
    expect(await robots.text()).toBe(PREVIEW_ROBOTS);
    expect(robots.headers.get('X-Robots-Tag')).toBe(NOINDEX);
  });

  it('a preview build is not indexed even on the production host', async () => {
    const preview = createSite({ ...fixture, preview: true });
    const res = await get('/kontakt', {}, preview);
    expect(res.headers.get('X-Robots-Tag')).toBe(NOINDEX);
  });

  it('a local run (loopback) is served as production', async () => {
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:3000']) {
      expect((await get(`${origin}/kontakt`)).headers.get('X-Robots-Tag')).toBeNull();
    }
  });
});

describe('the contact form’s path', () => {
  const body = JSON.stringify({ lib_version: '4.4.1' });

  it('is unknown in production: 405 to a POST, 404 to a GET', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const post = await get(SEND_PATH, { method: 'POST', body });
    expect(post.status).toBe(405);
    expect((await get(SEND_PATH)).status).toBe(404);
    expect(spy).not.toHaveBeenCalled();
  });

  it('reaches the local e-mail stand-in only when LOCAL_OUTBOX is set', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('OK', { headers: { 'Content-Type': 'text/plain' } }));
    const res = await get(
      SEND_PATH,
      { method: 'POST', body, headers: { 'Content-Type': 'application/json' } },
      site,
      { LOCAL_OUTBOX: 'http://127.0.0.1:9999' },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    expect(csp(res)).toBe(fixture.fallback);
    const [target, init] = spy.mock.calls[0] ?? [];
    expect(String(target)).toBe(`http://127.0.0.1:9999${SEND_PATH}`);
    expect(init?.method).toBe('POST');
    expect(asked).toEqual([]);
  });
});

describe('hosts (worker/index.ts)', () => {
  const worker = async (url: string) => {
    const { default: entry } = await import('../index');
    const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined };
    return entry.fetch(new Request(url), bindings(), ctx as unknown as ExecutionContext);
  };

  it('sends the bare domain to www, path and query kept', async () => {
    const res = await worker('https://swiatlocien.pl/kontakt?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('https://www.swiatlocien.pl/kontakt?a=1');
  });

  it('keeps a preview away from the sign-in: its 404 page', async () => {
    const res = await worker('https://cms-x-swiatlocien.studio.workers.dev/oauth/health');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(FILES['404.html']);
  });
});
