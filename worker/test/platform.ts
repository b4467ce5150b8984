// The platform's asset server as the Worker's tests see it: a stand-in that
// answers as `wrangler dev` was measured to (docs/deploy.md): clean paths, a
// 307 for a trailing slash, the nearest 404.html with status 404, 405 to
// anything but GET and HEAD, and the cache class out/_headers gives the
// hashed files, on a 404 too. The real asset server is the e2e project `edge`.
import { env } from 'cloudflare:workers';

import { type Env } from '../env';
import { CACHE_CONTROL } from '../site/headers';

export const FILES: Record<string, string> = {
  'index.html': 'home',
  'kontakt.html': 'kontakt',
  'podglad.html': 'podglad',
  'admin/index.html': 'editor',
  'admin/config.yml': 'backend: {}',
  'film/slubna.html': 'slubna',
  'film/404.html': 'Ładowanie treści...',
  'fotografia/404.html': 'Ładowanie treści...',
  '404.html': 'Nie znaleziono strony',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'media/videos/a.mp4': '0123456789',
  '_next/static/chunks/app.js': 'chunk',
};

/** What the platform was asked for, in order (a test empties it). */
export const asked: string[] = [];

/** The asset server's answers, and out/_headers' rule for hashed files on each. */
async function platform(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const response = await files(request);
  if (!new URL(request.url).pathname.startsWith('/_next/static/')) return response;
  const headed = new Response(response.body, response);
  headed.headers.set('Cache-Control', CACHE_CONTROL.immutable);
  return headed;
}

/** The asset server's answers, by the rules measured with wrangler dev. */
function files(request: Request): Promise<Response> {
  const url = new URL(request.url);
  asked.push(url.pathname);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Promise.resolve(new Response(null, { status: 405 }));
  }
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return Promise.resolve(
      new Response(null, { status: 307, headers: { Location: url.pathname.replace(/\/+$/, '') } }),
    );
  }
  const path = url.pathname.slice(1);
  const html = { 'Content-Type': 'text/html; charset=utf-8', ETag: '"e"' };
  for (const file of path === '' ? ['index.html'] : [path, `${path}.html`, `${path}/index.html`]) {
    if (!Object.hasOwn(FILES, file)) continue;
    if (request.headers.get('If-None-Match') === '"e"') {
      return Promise.resolve(new Response(null, { status: 304 }));
    }
    return Promise.resolve(new Response(FILES[file], { headers: html }));
  }
  const folders = path.split('/').slice(0, -1);
  for (let depth = folders.length; depth >= 0; depth--) {
    const file = [...folders.slice(0, depth), '404.html'].join('/');
    if (Object.hasOwn(FILES, file)) {
      return Promise.resolve(new Response(FILES[file], { status: 404, headers: html }));
    }
  }
  return Promise.resolve(new Response(null, { status: 404 }));
}

/** The Worker's bindings with this stand-in as its assets. */
export const bindings = (extra: Partial<Env> = {}): Env => ({
  ...(env as unknown as Env),
  ASSETS: { fetch: platform, connect: () => undefined as never } as unknown as Fetcher,
  LOCAL_OUTBOX: undefined,
  ...extra,
});
