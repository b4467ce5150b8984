import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // The content modules are server-only (content/load.ts); the tests read
      // them as Next's server code does, without React's server build.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.{ts,mjs}'],
    // e2e/ holds Playwright's specs (*.spec.ts) and their support modules' unit tests.
    // worker/ runs on workerd: vitest.workers.config.ts (npm run test:worker).
    exclude: ['node_modules/**', 'out/**', '.next/**', 'worker/**'],
    environment: 'node',
    // GitHub's workflow parser imports its JSON schema without an import
    // attribute, which Node refuses; Vite's transform accepts it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
