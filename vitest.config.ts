import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['**/*.test.{ts,mjs}'],
    exclude: ['node_modules/**', 'e2e/**', 'out/**', '.next/**'],
    environment: 'node',
  },
});
