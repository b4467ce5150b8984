import { test as setup } from '@playwright/test';

import { startServer, stopServer } from '../support/background';
import { FIXTURES, NGINX } from '../support/nginx';

/** nginx with the production configuration (deploy/nginx/) serving out/. */
setup('start nginx with the production configuration', async () => {
  setup.setTimeout(60_000);
  await stopServer(NGINX.name);
  await startServer(
    NGINX.name,
    process.execPath,
    [
      'scripts/dev/local-nginx.mjs',
      '--port',
      String(NGINX.port),
      '--fixtures',
      JSON.stringify(FIXTURES),
    ],
    { url: NGINX.url, readyUrls: [`${NGINX.url}/`] },
  );
});
