#!/usr/bin/env node
// The sign-in service (cms/oauth/handler.mjs) as a process: systemd runs it on
// the web server (deploy/systemd/swiatlocien-oauth.service) behind nginx's
// `location /oauth/` (deploy/nginx/static-site.conf). Settings from the
// environment: cms/oauth/oauth.env.example; OAUTH_PORT (8790) and OAUTH_HOST
// (127.0.0.1) say where it listens.
import { createServer } from 'node:http';

import { configFromEnv, createHandler } from './handler.mjs';

const config = configFromEnv(process.env);
const port = Number(process.env.OAUTH_PORT ?? 8790);
const host = process.env.OAUTH_HOST ?? '127.0.0.1';
const handle = createHandler(config);

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Błąd logowania. Spróbuj ponownie za chwilę.');
  });
});
server.listen(port, host, () => {
  console.log(
    `Sign-in service: http://${host}:${port} for ${config.publicUrl} (site ${config.allowedOrigin})`,
  );
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
