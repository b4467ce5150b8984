import { test as teardown } from '@playwright/test';

import { stopServer } from '../support/background';
import { NGINX } from '../support/nginx';

teardown('stop nginx', async () => {
  await stopServer(NGINX.name);
});
