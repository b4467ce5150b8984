#!/usr/bin/env node
// The sign-in service (cms/oauth/handler.mjs) as a process: systemd runs it on
// the web server (deploy/systemd/swiatlocien-oauth.service) behind nginx's
// `location /oauth/` (deploy/nginx/static-site.conf). Settings from the
// environment: cms/oauth/oauth.env.example; OAUTH_PORT (8790) and OAUTH_HOST
// (127.0.0.1) say where it listens. Its journal: JSON lines on stderr (log.mjs).
import { configFromEnv } from './config.mjs';
import { createLog } from './log.mjs';
import { createService } from './service.mjs';

const log = createLog();
const config = { ...configFromEnv(process.env), log };
const port = Number(process.env.OAUTH_PORT ?? 8790);
const host = process.env.OAUTH_HOST ?? '127.0.0.1';
const { server } = createService(config);

server.listen(port, host, () => {
  const address = server.address();
  log.info('listening', {
    address: typeof address === 'object' && address ? `${address.address}:${address.port}` : '',
    public_url: config.publicUrl,
    site: config.allowedOrigin,
    exchanges_in_flight: config.maxInFlight,
    exchanges_per_minute: config.perMinute,
    // Where masters go, never the key's secret.
    film_uploads: config.films ? `${config.films.endpoint}/${config.films.bucket}` : 'off',
  });
  if (config.filmsMissing?.length) {
    log.warn('film_uploads_off', { missing: config.filmsMissing.join(', ') });
  }
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
