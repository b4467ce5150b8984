// The environment the production build sees: the process's own, plus the
// .env files Next.js loads for `next build` (.env.production.local,
// .env.local, .env.production, .env), read by Next's own loader so the launch
// check judges exactly the settings the pages are built with.
import nextEnv from '@next/env';

/**
 * @param {string} root the folder holding the .env files (the repository)
 * @returns {Record<string, string | undefined>}
 */
export function buildEnv(root) {
  const quiet = {
    info: () => {},
    error: (/** @type {unknown[]} */ ...args) => console.error(...args),
  };
  return { ...nextEnv.loadEnvConfig(root, false, quiet).combinedEnv };
}
