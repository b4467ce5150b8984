// The one way the Node scripts load the site's TypeScript modules (the CSP
// writer, the editor's config writer, the launch check): Vite's module runner,
// with the repository's `@/` alias, so a script reads the same registry the
// pages are built from instead of a copy of it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const repo = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The module at `file` (relative to the repository), loaded from TypeScript.
 * @template [T=Record<string, any>]
 * @param {string} file
 * @returns {Promise<T>}
 */
export async function importTs(file) {
  const { module } = await runnerImport(path.join(repo, file), {
    configFile: false,
    root: repo,
    logLevel: 'error',
    // The content modules are server-only; read them as Next's server code does.
    resolve: {
      alias: { '@': repo, 'server-only': path.join(repo, 'node_modules/server-only/empty.js') },
    },
  });
  return /** @type {T} */ (module);
}
