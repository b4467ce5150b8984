import { test as teardown } from '@playwright/test';

import { stopServer } from '../support/background';
import { EDGE } from '../support/edge';

teardown('stop the Worker', async () => {
  await stopServer(EDGE.name);
});
