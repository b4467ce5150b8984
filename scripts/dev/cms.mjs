#!/usr/bin/env node
// `npm run cms`: the editor against this checkout, offline. Writes the
// editor's files, then starts the site's development server, which serves
// /admin/ and shows each saved change at the next reload of a page.
//   node scripts/dev/cms.mjs [--port 3000]
// In the editor, „Pracuj z lokalnym repozytorium” opens this folder through
// the browser's folder picker (Chrome or Edge; Firefox and Safari have no
// picker): Sveltia CMS then reads and writes the working tree's files
// directly and commits nothing, so `git diff` shows every save. No account,
// no network, no server of the editor's own (docs/cms.md).
// next dev is the build's own bundler (Turbopack): the content modules read
// the data files when a page renders (React's cache, per render), so a save
// shows at the next page load.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '3000' } },
});

/** @param {string[]} args */
const node = (args) => spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });

const writeAdmin = node(['scripts/build/write-admin.mjs']);
writeAdmin.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const site = node([next, 'dev', '--port', values.port, '--hostname', '127.0.0.1']);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => site.kill(signal));
  }
  site.on('exit', (exitCode) => process.exit(exitCode ?? 0));
  console.log(
    // The page by its file name: next dev serves no index.html for /admin/
    // (it redirects it to /admin, which it does not know).
    `\nEdytor: http://127.0.0.1:${values.port}/admin/index.html  →  „Pracuj z lokalnym repozytorium” i wybierz folder ${root}\n`,
  );
});
