// The site's one Worker (wrangler.jsonc): the export's pages with their
// headers, the editor's sign-in and the film uploads, on the site's origin.
import { Hono } from 'hono';

import { type Env } from './env';
import { films } from './films/app';
import { cleanAbandonedUploads } from './films/cleanup';
import { signIn } from './sign-in/app';
import { site } from './site/app';

const app = new Hono<{ Bindings: Env }>();
app.route('/oauth/films', films);
app.route('/oauth', signIn);
app.route('/', site);

export default {
  fetch: app.fetch,
  // The cron of wrangler.jsonc: the platform's own clean-up of abandoned uploads.
  scheduled: (_event, env, ctx) => ctx.waitUntil(cleanAbandonedUploads(env)),
} satisfies ExportedHandler<Env>;
