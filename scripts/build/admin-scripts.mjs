// The editor's own scripts: cms/admin/*.ts, TypeScript that imports what it
// shares with the site from lib/ and content/, bundled by esbuild into one
// classic script per place in cms/admin/index.html. Plain files, served from
// /admin like the editor's bundle: its CSP allows scripts from 'self' only.
import path from 'node:path';
import { build } from 'esbuild';

import { repo } from './import-ts.mjs';

/** Each bundle (public/admin/<name>.js) from its entry (cms/admin/<name>.ts). */
export const ADMIN_ENTRIES = [
  // Before the editor's bundle: the interface language, which it reads at start.
  'before-editor',
  // After it: what registers with it (window.CMS: the preview, the film widget) or draws beside it.
  'after-editor',
];

/**
 * Writes the bundles into `admin` (public/admin).
 * @param {string} admin
 */
export async function bundleAdminScripts(admin) {
  await build({
    absWorkingDir: repo,
    entryPoints: ADMIN_ENTRIES.map((name) => `cms/admin/${name}.ts`),
    outdir: admin,
    bundle: true,
    // Classic scripts in the page's order: each runs where index.html puts it.
    format: 'iife',
    platform: 'browser',
    // As the sources are written (the tsconfig's target): types stripped, nothing lowered.
    target: 'es2022',
    tsconfig: path.join(repo, 'cms/admin/tsconfig.json'),
    // Named for the studio's browser's error messages, not shrunk: about 200 kB
    // (50 kB gzipped, Uppy's most of it) beside the editor's own 2 MB.
    minify: false,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}
