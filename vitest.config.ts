import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Two projects, one `npm run test:unit`:
 *   node     every *.test.ts / *.test.mjs outside worker/, in Node
 *   workers  worker/**\/*.test.ts inside workerd, the platform's runtime, with
 *            the bindings of wrangler.jsonc (R2 and rate limits simulated
 *            locally); the site's policy map is the checked-in fixture
 *            (worker/site/policies.fixture.json), so the tests need no build.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': here('./'),
      // The content modules are server-only (content/load.ts); the tests read
      // them as Next's server code does, without React's server build.
      'server-only': here('./node_modules/server-only/empty.js'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['**/*.test.{ts,mjs}'],
          // Every film of the content ready, with no build (e2e/support/test-films.ts).
          globalSetup: ['e2e/support/test-films.ts'],
          env: { FILMS_MANIFEST: here('./node_modules/.cache/films/test-films.json') },
          // e2e/ holds Playwright's specs (*.spec.ts) and their support modules' unit tests.
          exclude: ['node_modules/**', 'out/**', '.next/**', 'worker/**'],
          environment: 'node',
          // GitHub's workflow parser imports its JSON schema without an import
          // attribute, which Node refuses; Vite's transform accepts it.
          server: { deps: { inline: ['@actions/workflow-parser'] } },
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: here('./wrangler.jsonc') },
            // What `wrangler secret put` and the deploy's variables give the live Worker.
            miniflare: {
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
        resolve: {
          alias: [
            {
              find: /^\.\/generated\/policies\.json$/,
              replacement: here('./worker/site/policies.fixture.json'),
            },
          ],
        },
        test: { name: 'workers', include: ['worker/**/*.test.ts'] },
      },
    ],
  },
});
