// The specs read the content modules, which are server-only (content/outside-next.mjs).
import '../content/outside-next.mjs';

import { defineConfig } from '@playwright/test';

/** `npm run bench`: one long measuring run, not part of `npm test`. */
export default defineConfig({
  testDir: '.',
  testMatch: 'bench.spec.ts',
  timeout: 30 * 60_000,
  workers: 1,
  reporter: 'list',
});
