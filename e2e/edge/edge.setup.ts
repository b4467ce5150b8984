import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as setup } from '@playwright/test';

import { overlayRoot } from '../../scripts/dev/overlay-root.mjs';
import { startServer, stopServer } from '../support/background';
import { EDGE, FIXTURES, OUT } from '../support/edge';

/** The production Worker and headers in wrangler dev, serving out/ plus the tests' files. */
setup('start the Worker in the platform’s local runtime', async () => {
  setup.setTimeout(120_000);
  await stopServer(EDGE.name);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swiatlocien-edge-'));
  const root = path.join(dir, 'root');
  await overlayRoot(OUT, root, FIXTURES);
  await startServer(
    EDGE.name,
    process.execPath,
    [
      'scripts/dev/serve.mjs',
      '--port',
      String(EDGE.port),
      '--root',
      root,
      '--no-email',
      '--persist-to',
      path.join(dir, 'state'),
    ],
    { url: EDGE.url, readyUrls: [`${EDGE.url}/`], cleanup: [dir] },
  );
});
