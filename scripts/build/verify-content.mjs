#!/usr/bin/env node
// `npm run gate:content`: the content gate, for a change that touches only
// content (data files and uploaded media). In order, stopping at the first
// failure:
//   1. the launch check (`npm run check:launch`), with --preflight
//   2. every data file against its schema
//   3. the build: `npm run build:local`, or with --production `npm run build`
//      (the release itself, with the environment's production settings)
//   4. HTML validation of every exported page
//   5. in one browser (Chromium, desktop): every page of the registry opened
//      once, the typography check and the link check; with a record of the
//      last gate that passed, of the realizations and the index's pages only
//      those this change made new (verify-content/checked-pages.mjs)
// The deploy workflow runs the launch check as its own step, then
// `npm run gate:content -- --production`. Prints each step's time; in
// GitHub Actions also writes the steps and, on failure, what the failed step
// means to the run's summary, in Polish.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { recordChecked } from './verify-content/checked-pages.mjs';
import { GATE_SPECS, gateSteps, summaryOf } from './verify-content/steps.mjs';

const { values } = parseArgs({
  options: {
    production: { type: 'boolean', default: false },
    preflight: { type: 'boolean', default: false },
  },
});
const repo = fileURLToPath(new URL('../../', import.meta.url));
const steps = gateSteps({ production: values.production, preflight: values.preflight });

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const done = [];
const started = Date.now();
let failed;
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const t0 = Date.now();
  const run = spawnSync(step.command[0] ?? 'npm', step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ok = run.status === 0;
  done.push({ name: step.name, seconds: (Date.now() - t0) / 1000, ok });
  if (!ok) {
    failed = step;
    break;
  }
}
const total = (Date.now() - started) / 1000;

console.log(`\nBramka treści (${GATE_SPECS.join(', ')}):`);
for (const d of done) console.log(`  ${d.ok ? '✓' : '✗'} ${d.name}: ${d.seconds.toFixed(0)} s`);
console.log(`  razem: ${total.toFixed(0)} s`);
if (failed) console.error(`\nBramka treści nie przeszła: ${failed.name}. ${failed.meaning}`);
// Passed: the next gate opens only what changes of the portfolio.
else console.log(`  strony sprawdzone i zapamiętane: ${recordChecked(repo)}`);
if (process.env.GITHUB_STEP_SUMMARY) {
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, summaryOf(done, failed, total));
}
process.exitCode = failed ? 1 : 0;
