// The Worker's unit tests (worker/**/*.test.ts), on workerd through
// @cloudflare/vitest-pool-workers with the bindings of wrangler.jsonc: R2 in
// local simulation (multipart included), the rate limits, the cron's
// handler. `npm run test:worker`; the Node tests are vitest.config.ts's.
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        // The newest date this workerd knows (wrangler dev falls back to it by itself; the
        // pool refuses wrangler.jsonc's later one instead).
        compatibilityDate: '2026-08-22',
        // What `wrangler secret put` and the deploy's variables give the live Worker.
        bindings: {
          GITHUB_CLIENT_ID: 'klient-testowy',
          GITHUB_CLIENT_SECRET: 'sekret-testowy',
          CMS_REPO: 'studio/strona',
          GITHUB_URL: 'https://github.test',
          GITHUB_API_URL: 'https://api.github.test',
          FILMS_S3_ENDPOINT: 'https://konto.r2.cloudflarestorage.com',
        },
      },
    }),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
  },
});
