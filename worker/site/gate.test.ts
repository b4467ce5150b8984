// What a request sees of a deployment before any route (worker/index.ts,
// site/gate.ts): the launch gate, a draft's preview and its end, the sign-in
// kept to production's host, plain http, and a missing hashed file.
import { afterEach, describe, expect, it } from 'vitest';

import { type Env } from '../env';
import worker from '../index';
import { asked, bindings, FILES } from '../test/platform';
import { gate } from './gate';
import { CACHE_CONTROL, NOINDEX } from './headers';
import { NOTICES } from './notice-page';

const PRODUCTION = 'https://www.swiatlocien.pl';
const PREVIEW = 'https://wesele-k3j4h5g6j7k8m9n2-swiatlocien.studio.workers.dev';

async function fetchAt(url: string, extra: Partial<Env> = {}, init: RequestInit = {}) {
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined };
  return worker.fetch(
    new Request(url, { redirect: 'manual', ...init }),
    bindings(extra),
    ctx as unknown as ExecutionContext,
  );
}

afterEach(() => {
  asked.length = 0;
});

describe('before the launch (SITE_STATE "prelaunch")', () => {
  const prelaunch = { SITE_STATE: 'prelaunch' };

  it('shows the public a „coming soon” notice in both languages, kept from search engines', async () => {
    for (const path of ['/', '/kontakt', '/film/slubna', '/en', '/sitemap.xml', '/index.txt']) {
      const res = await fetchAt(`${PRODUCTION}${path}`, prelaunch);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('3600');
      expect(res.headers.get('X-Robots-Tag')).toBe(NOINDEX);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain(NOTICES.prelaunch.pl.title);
      expect(html).toContain(NOTICES.prelaunch.en.title);
      expect(html).not.toMatch(/<script/i);
    }
    expect(asked).toEqual([]);
  });

  it('opens the editor, its preview, the sign-in and the files they load', async () => {
    for (const path of ['/admin', '/admin/config.yml', '/podglad', '/_next/static/chunks/app.js']) {
      const res = await fetchAt(`${PRODUCTION}${path}`, prelaunch);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('X-Robots-Tag'), path).toBe(NOINDEX);
    }
    const health = await fetchAt(`${PRODUCTION}/oauth/health`, prelaunch);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ site: 'prelaunch' });
  });

  it('asks search engines to stay away until the launch', async () => {
    const res = await fetchAt(`${PRODUCTION}/robots.txt`, prelaunch);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('is the public site once launched', async () => {
    const res = await fetchAt(`${PRODUCTION}/kontakt`, { SITE_STATE: 'public' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(FILES['kontakt.html']);
    expect(res.headers.get('X-Robots-Tag')).toBeNull();
  });
});

describe('a draft’s preview (PREVIEW_EXPIRES)', () => {
  const now = Date.parse('2026-12-01T12:00:00Z');

  it('shows the site until its date, then only says it has expired', () => {
    expect(gate('/', { PREVIEW_EXPIRES: '2026-12-31T00:00:00Z' }, now)).toBe('site');
    expect(gate('/', { PREVIEW_EXPIRES: '2026-11-30T00:00:00Z' }, now)).toBe('expired');
    expect(gate('/media/a.jpg', { PREVIEW_EXPIRES: '2026-11-30T00:00:00Z' }, now)).toBe('expired');
    // A date that does not read is no date: the preview is closed.
    expect(gate('/', { PREVIEW_EXPIRES: 'jutro' }, now)).toBe('expired');
    // Production has none.
    expect(gate('/', {}, now)).toBe('site');
  });

  it('answers 410 with the notice in both languages once expired', async () => {
    const res = await fetchAt(`${PREVIEW}/`, { PREVIEW_EXPIRES: '2000-01-01T00:00:00Z' });
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain(NOTICES.expired.pl.title);
    expect(html).toContain(NOTICES.expired.en.title);
  });

  it('is never indexed while open', async () => {
    const res = await fetchAt(`${PREVIEW}/kontakt`, { PREVIEW_EXPIRES: '2999-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe(NOINDEX);
  });
});

describe('the sign-in and uploads on any host but production’s', () => {
  it('answer the site’s 404 however the path is written', async () => {
    for (const path of [
      '/oauth/health',
      '/%6fauth/health',
      '/o%61uth/films/masters',
      '/%6Fauth/auth',
      '/OAUTH/health',
      '/oauth',
    ]) {
      const res = await fetchAt(`${PREVIEW}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(FILES['404.html']);
    }
  });
});

describe('plain http on production’s host', () => {
  it('moves to https, path and query kept', async () => {
    const res = await fetchAt('http://www.swiatlocien.pl/kontakt?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('https://www.swiatlocien.pl/kontakt?a=1');
  });
});

describe('hashed files (/_next/static/)', () => {
  it('keep their year-long cache; a missing one is a 404 no browser keeps', async () => {
    const present = await fetchAt(`${PRODUCTION}/_next/static/chunks/app.js`);
    expect(present.status).toBe(200);
    expect(present.headers.get('Cache-Control')).toBe(CACHE_CONTROL.immutable);
    const missing = await fetchAt(`${PRODUCTION}/_next/static/chunks/old-build.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
  });
});
