import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The full recommended accessibility set, not only the few rules Next enables.
  { files: ['**/*.{jsx,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A parameter a signature requires but the body does not use is named _x
      // (a Worker's scheduled(event, env, ctx), a destructured rest).
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // One import direction (README, Layout): content ← lib ← components ← app;
  // worker/ and cms/ use lib/ and content/; the product imports nothing of the
  // tooling (scripts/, e2e/), and scripts/ imports nothing of e2e/. A unit test
  // is a leaf that nothing imports, so it may reach across (below).
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    ignores: ['**/*.test.*', 'e2e/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: importZones() }] },
  },
  {
    files: ['**/*.test.*'],
    ignores: ['e2e/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: '.', from: './e2e', except: ['./support'] }] },
      ],
    },
  },
  prettier,
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'public/**',
    '.bench/**',
    // wrangler dev's bundles and the local R2 simulation.
    '.wrangler/**',
  ]),
]);

/** The folders each part of the product may not import (README, Layout). */
function importZones() {
  const product = ['./app', './components', './lib', './content', './worker', './cms'];
  return [
    { target: './content', from: ['./lib', './components', './app', './cms', './worker'] },
    { target: './lib', from: ['./components', './app', './cms', './worker'] },
    { target: './components', from: ['./app', './cms', './worker'] },
    { target: './app', from: ['./cms', './worker'] },
    { target: './worker', from: ['./app', './components', './cms'] },
    { target: './cms', from: ['./app', './components'] },
    { target: product, from: './e2e' },
    { target: product, from: './scripts' },
    { target: './scripts', from: './e2e' },
  ];
}
