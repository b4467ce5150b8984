// The site's one Worker (wrangler.jsonc): the export's pages with their
// headers, the editor's sign-in and the film uploads, on the site's origin.
import { Hono } from 'hono';

import { FILMS_API } from '../lib/film-uploads';
import { type Env } from './env';
import { films } from './films/app';
import { cleanAbandonedUploads } from './films/cleanup';
import { signIn } from './sign-in/app';
import { site } from './site/app';
import { gate, isOAuthPath } from './site/gate';
import { SECURITY_HEADERS } from './site/headers';
import { hostKind } from './site/hosts';
import { noticeResponse } from './site/notice-page';
import { SITE } from './site/policies';

const app = new Hono<{ Bindings: Env }>();

app.use('*', async (c, next) => {
  const url = new URL(c.req.url);
  const kind = hostKind(url, SITE);
  // The bare domain (swiatlocien.pl) is a second name of the site: one address per page.
  if (kind === 'bare')
    return c.redirect(`https://${SITE.siteHost}${url.pathname}${url.search}`, 301);
  // Plain http on production's host: the platform's „Always Use HTTPS” without
  // a setting to remember (the Worker answers every request of its domains).
  if (kind === 'production' && url.protocol === 'http:')
    return c.redirect(`https://${SITE.siteHost}${url.pathname}${url.search}`, 301);
  const seen = gate(url.pathname, c.env);
  if (seen !== 'site') return noticeResponse(seen, c.req.method);
  // The editor's sign-in and uploads answer on production's host alone: a
  // preview or a version URL shows pages only. The router matches the
  // decoded path (/%6fauth is /oauth), so the guard reads it decoded too.
  if (kind === 'preview' && isOAuthPath(url.pathname)) return site.fetch(c.req.raw, c.env);
  return next();
});
// The sign-in's and the films API's answers carry every security header the
// site's do, but where they set their own (the popup's opener policy).
app.use('/oauth/*', async (c, next) => {
  await next();
  for (const [name, value] of SECURITY_HEADERS) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
app.route(FILMS_API, films);
app.route('/oauth', signIn);
app.route('/', site);

export default {
  fetch: app.fetch,
  // The cron of wrangler.jsonc: the platform's own clean-up of abandoned uploads.
  scheduled: (_event, env, ctx) => ctx.waitUntil(cleanAbandonedUploads(env)),
} satisfies ExportedHandler<Env>;
