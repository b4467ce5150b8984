import { test as teardown } from '@playwright/test';

import { stopServer } from '../support/background';
import { CMS_SERVER } from '../support/cms';

teardown('stop the editor and remove its repository copy', async () => {
  teardown.setTimeout(60_000);
  await stopServer(CMS_SERVER);
});
