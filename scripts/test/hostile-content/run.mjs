#!/usr/bin/env node
// `npm run test:hostile` (part of `npm run test:all`; about 5 minutes, it
// builds): hostile strings in every text field of every data file
// (strings.mjs) must either be refused by the schema, naming the file and the
// field, or render inert: a build of them in a copy of the repository has no
// script the site does not define, valid HTML, and in Chromium nothing ran.
// docs/data-files.md, "Hostile input". `--keep` leaves the copy for a look;
// `--reuse <dir>` checks a copy kept before again, without building it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { importTs, repo } from '../../build/import-ts.mjs';
import { checkInBrowser } from './browser.mjs';
import { copyRepo } from './copy.mjs';
import { checkPages } from './pages.mjs';
import { planHostileContent } from './plan.mjs';

// components/service/service-route.tsx, unknownServiceTitle (a TSX module the runner cannot load).
const UNKNOWN_SERVICE_TITLE = 'Ładowanie treści...';

/** @param {string} title @param {readonly string[]} problems */
function fail(title, problems) {
  if (problems.length === 0) return;
  throw new Error(`${title}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

const { values: args } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, reuse: { type: 'string' } },
});
const started = Date.now();

/**
 * The copy with the hostile data, built.
 * @param {string} copy
 * @param {Map<string, unknown>} files
 */
async function build(copy, files) {
  await copyRepo(repo, copy);
  for (const [file, data] of files) {
    await writeFile(path.join(copy, file), `${JSON.stringify(data, null, 2)}\n`);
  }
  console.log(`Building the hostile copy in ${copy} …`);
  // Vite (importTs above) set NODE_ENV=development in this process; the build must not inherit it.
  const env = { ...process.env, NODE_ENV: /** @type {const} */ ('production') };
  try {
    execFileSync('npm', ['run', 'build:local'], {
      cwd: copy,
      env,
      stdio: 'pipe',
      maxBuffer: 1 << 28,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (
      error
    );
    fail('The hostile copy did not build', [`${stdout}`.slice(-6000), `${stderr}`.slice(-6000)]);
  }
}

/** @type {import('./plan.mjs').Schemas} */
const schemas = {
  ...(await importTs('content/schema/index.ts')),
  ...(await importTs('content/load.ts')),
};
const { unknownServiceMarker } = await importTs('lib/not-found-marker.ts');
const plan = planHostileContent(repo, schemas);
const { fields, injected, refused, references } = plan.counts;
console.log(
  `Hostile content: ${fields} strings in ${plan.files.size} files; ${injected} take hostile text, ${refused} refuse it by name, ${references} are links, files or ids`,
);
fail('The schema did not refuse by name', plan.problems);

const copy = args.reuse
  ? path.resolve(args.reuse)
  : await mkdtemp(path.join(os.tmpdir(), 'hostile-content-'));
try {
  if (!args.reuse) await build(copy, plan.files);
  const pages = await checkPages(copy, [unknownServiceMarker]);
  fail('Pages of the hostile build', pages.problems);
  const browser = await checkInBrowser(path.join(copy, 'out'), UNKNOWN_SERVICE_TITLE);
  fail('The hostile build in Chromium', browser);
  console.log(
    `Hostile content: inert on ${pages.pages} pages, valid HTML, nothing ran in Chromium (${Math.round((Date.now() - started) / 1000)} s)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('(`npm run test:hostile -- --keep` keeps the copy to look at)');
  process.exitCode = 1;
} finally {
  if (!args.keep && !args.reuse) await rm(copy, { recursive: true, force: true });
}
