import { startNginx } from '../../scripts/nginx/local-nginx.mjs';
import { FIXTURES, NGINX_URL_ENV } from './nginx';

/** Starts nginx for the whole run; workers find it in the environment. */
export default async function globalSetup() {
  const nginx = await startNginx({
    port: Number(process.env.NGINX_E2E_PORT ?? 4280),
    fixtures: FIXTURES,
  });
  process.env[NGINX_URL_ENV] = nginx.url;
  return () => nginx.stop();
}
