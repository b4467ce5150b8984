// Everything that is not /oauth/: the static export, through the assets
// binding, with the headers production sends. The platform serves the files
// (clean URLs, the nearest 404.html with status 404, ETags) and adds the
// constant rules of out/_headers; the Worker runs first for every request
// (wrangler.jsonc) and adds what depends on the page: its Content-Security-
// Policy from the build's map (policies.ts), the editor's and its preview's
// own headers, no-cache (a 404 of a hashed file too), and noindex on any host
// but production's and before the launch. It also keeps error pages and dotfiles from answering
// as files, answers byte ranges (range.ts), and, in local runs only, hands the contact form's messages to
// the e-mail stand-in (LOCAL_OUTBOX, scripts/dev/serve.mjs).
import { Hono } from 'hono';

import { type Env } from '../env';
import { launched } from './gate';
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  NOINDEX,
  PREVIEW_PAGE_HEADERS,
  SECURITY_HEADERS,
  type Header,
} from './headers';
import { hostKind } from './hosts';
import {
  folderOf,
  hasDotSegment,
  isErrorPagePath,
  looksLikePage,
  nearestNotFound,
  pageFile,
} from './pages';
import { SITE, type SitePolicies } from './policies';
import { withRange } from './range';

/** The EmailJS API path the local build's contact form posts to on its own origin. */
export const SEND_PATH = '/api/v1.0/email/send';

/**
 * Files whose headers out/_headers sets (their cache class, the sandbox of
 * uploads): the Worker adds only the security headers, unless they are missing.
 */
const FILES = /^\/(?:media|films|_next\/static|admin\/vendor)\//;

/** robots.txt of every host that is not production: a preview is for the studio and its client. */
export const PREVIEW_ROBOTS = 'User-agent: *\nDisallow: /\n';

/** The site's Hono app over a policy map (the build's; the tests pass a fixture). */
export function createSite(policies: SitePolicies = SITE) {
  const indexed = (url: URL, env: Env) =>
    !policies.preview && launched(env) && ['production', 'local'].includes(hostKind(url, policies));

  /** The page's policy, or, for a 404, the policy of the 404.html the platform served. */
  function policyFor(pathname: string, status: number) {
    const notFound = () => nearestNotFound(pathname, policies.pages);
    if (status >= 300 && status < 400 && status !== 304) return policies.fallback;
    const file =
      status === 404
        ? notFound()
        : (pageFile(pathname, policies.pages) ??
          // A 404 page revalidated by its ETag: the browser keeps the page it has.
          (status === 304 && looksLikePage(pathname) ? notFound() : undefined));
    return (file && policies.pages[file]) ?? policies.fallback;
  }

  /** The response as sent: the platform's, with the headers of its path. */
  function finish(url: URL, env: Env, response: Response) {
    const out = new Response(response.body, response);
    const set = (headers: readonly Header[]) => {
      for (const [name, value] of headers) out.headers.set(name, value);
    };
    set(SECURITY_HEADERS);
    // Uploads, films and hashed files keep the policy and cache class of
    // out/_headers; a 404 there is the site's 404 page, which revalidates like
    // every page: a chunk missing during a deploy is never kept for a year.
    const file = FILES.test(url.pathname) && response.status !== 404;
    if (!file) {
      out.headers.set('Content-Security-Policy', policyFor(url.pathname, response.status));
      out.headers.set('Cache-Control', CACHE_CONTROL.revalidate);
    }
    if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) set(ADMIN_HEADERS);
    if (url.pathname === '/podglad') set(PREVIEW_PAGE_HEADERS);
    if (!indexed(url, env)) out.headers.set('X-Robots-Tag', NOINDEX);
    return out;
  }

  const app = new Hono<{ Bindings: Env }>();

  // Local runs only: the contact form's message to the e-mail stand-in
  // (scripts/dev/email-stand-in.mjs), which appends it to .outbox/. Without
  // LOCAL_OUTBOX (production) the path is an unknown one: 404, or 405 to a POST.
  app.all(SEND_PATH, async (c, next) => {
    const outbox = c.env.LOCAL_OUTBOX;
    if (!outbox) return next();
    const request = c.req.raw;
    const forwarded = await fetch(new URL(SEND_PATH, outbox), {
      method: request.method,
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? 'text/plain' },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    });
    return finish(new URL(c.req.url), c.env, forwarded);
  });

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    if (!indexed(url, c.env) && url.pathname === '/robots.txt') {
      return finish(
        url,
        c.env,
        new Response(PREVIEW_ROBOTS, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
      );
    }
    // An error page asked for by name, or a dotfile (never uploaded either:
    // out/.assetsignore): the nearest 404.html of its folder, status 404. The
    // platform is asked for a name that cannot exist there.
    if (isErrorPagePath(url.pathname) || hasDotSegment(url.pathname)) {
      const folder = folderOf(url.pathname);
      const missing = new URL(`${folder}/.not-found`, url);
      const method = c.req.method === 'HEAD' ? 'HEAD' : 'GET';
      const response = await c.env.ASSETS.fetch(new Request(missing, { method }));
      return finish(url, c.env, response);
    }
    return finish(url, c.env, await withRange(c.req.raw, await c.env.ASSETS.fetch(c.req.raw)));
  });

  return app;
}

export const site = createSite();
