#!/usr/bin/env node
// `npm run cms`: the editor against this checkout, offline. Writes the
// editor's config, then starts decap-server (Decap's local backend: it reads
// and writes the files of the working tree, commits nothing) and the site's
// development server, which serves /admin/index.html and shows each change
// at the next reload of a page.
//   node cms/cms.mjs [--repo DIR] [--port 3000] [--cms-port 8181] [--no-site] [--drafts]
// --drafts runs decap-server in git mode, which keeps drafts as branches of
// the repository (Decap's editorial workflow, as on the live site) and
// commits every save and „Opublikuj” itself, with `git add .`: only on a
// clean checkout or a copy (the editor e2e uses a throwaway copy). Without
// it, decap-server writes the files directly and Decap falls back to
// publishing at once (it says so in the browser console).
// next dev is the build's own bundler (Turbopack): the content modules read
// the data files when a page renders (React's cache, per render), so a save
// shows at the next page load.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({
  options: {
    repo: { type: 'string', default: root },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'cms-port': { type: 'string', default: process.env.CMS_LOCAL_PORT ?? '8181' },
    'no-site': { type: 'boolean', default: false },
    drafts: { type: 'boolean', default: false },
  },
});
const repo = path.resolve(values.repo);
const env = { ...process.env, CMS_LOCAL_PORT: values['cms-port'] };

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} childEnv
 */
function run(command, args, childEnv) {
  const child = spawn(command, args, { cwd: repo, env: childEnv, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) stop(code);
  });
  return child;
}
/** @param {number} code */
function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => stop(0));

const writeAdmin = spawn(process.execPath, [path.join(repo, 'cms/write-admin.mjs')], {
  cwd: repo,
  env,
  stdio: 'inherit',
});
writeAdmin.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const server = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
  run(process.execPath, [server], {
    ...env,
    GIT_REPO_DIRECTORY: repo,
    PORT: values['cms-port'],
    BIND_HOST: '127.0.0.1',
    MODE: values.drafts ? 'git' : 'fs',
  });
  if (!values['no-site']) {
    const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
    run(process.execPath, [next, 'dev', '--port', values.port, '--hostname', '127.0.0.1'], env);
    console.log(
      `\nEdytor: http://127.0.0.1:${values.port}/admin/index.html  (strona: http://127.0.0.1:${values.port}/)\n`,
    );
  }
});
