#!/usr/bin/env node
// `npm run bench:scale`: does the site stay as light and as quick to publish
// with ten and a hundred times the portfolio? For each size, a copy of the
// repository (scripts/test/hostile-content/copy.mjs) with its realizations
// and their photos repeated (scale-copy.mjs), then:
//
//   1. the repository's size: every tracked file, and the photos among them;
//   2. a cold build (`npm run build:local` with no image variants and no
//      Next.js cache) for the sizes given to --cold; the others build from
//      the variants an earlier build would have left (primeVariantCache);
//   3. a content-only publish with the cache: the last gate's record of the
//      pages it saw pass (checked-pages.mjs), one realization with twelve new
//      photos added, then the content gate (`npm run gate:content`: schema,
//      build, HTML validation, the pages in the browser), each step timed;
//   4. what a first visit downloads of /, /kontakt, a service page, a
//      realization and an index page (scale-weigh.mjs);
//   5. the editor's time to list the realizations, on the copy, through the
//      `cms` project's stand-in of GitHub (e2e/cms/realization-list.spec.ts).
//
// Prints one table, writes bench-results/scale.{json,md}, and exits 1 when a
// budget is missed (docs/performance.md): a page other than the index grows
// with the portfolio, the publish at a hundred times takes over 5 minutes, or
// the editor's list takes over 5 s.
//
//   node scripts/bench/scale.mjs [--factors 1,10,100] [--cold 1,10] [--keep] [--skip-editor]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { recordChecked } from '../build/verify-content/checked-pages.mjs';
import { copyRepo } from '../test/hostile-content/copy.mjs';
import { BENCH_PHOTOS, multiplyPortfolio, primeVariantCache } from './scale-copy.mjs';
import { folderSize, pageWeight } from './scale-weigh.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench-results');
const { values: args } = parseArgs({
  options: {
    factors: { type: 'string', default: '1,10,100' },
    cold: { type: 'string', default: '1,10' },
    keep: { type: 'boolean', default: false },
    'skip-editor': { type: 'boolean', default: false },
  },
});
const factors = args.factors.split(',').map(Number);
const coldFactors = new Set(args.cold.split(',').map(Number));

/** What a photo the studio uploads weighs: a camera's JPEG made WebP by the editor (docs/cms.md). */
const UPLOAD_BYTES = 1.4e6;
const BUDGET = { publishSeconds: 300, editorMs: 5000, pageGrowthBytes: 1024 };

/** The pages weighed: the first of each kind, and the realization the studio publishes. */
const PAGES = {
  '/': '/',
  '/kontakt': '/kontakt',
  service: '/fotografia/slubna',
  realization: '/realizacje/slub-marty-i-pawla-w-tatrach',
  index: '/realizacje',
};

/**
 * @typedef {{ html: number, js: number }} Weight
 * @typedef {{ files: number, bytes: number, photoBytes: number, photos: number }} Repository
 * @typedef {{ seconds: number, ok: boolean, steps: Record<string, number>, tail?: string }} Publish
 * @typedef {{ cold: number, warm: number, realizations: number, error?: undefined } | { error: string, cold?: undefined, warm?: undefined }} EditorList
 * @typedef {{
 *   factor: number, load: string[], realizations?: number, repository?: Repository,
 *   coldBuild?: number, warmBuild?: number, primed?: number, publish?: Publish, pages?: Record<string, Weight>,
 *   out?: { bytes: number, files: number }, editor?: EditorList, error?: string
 * }} Result
 */

/**
 * Seconds a command took in `cwd`; its output kept for the log.
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 */
function timed(command, commandArgs, cwd, env = {}) {
  const started = Date.now();
  const run = spawnSync(command, commandArgs, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = (Date.now() - started) / 1000;
  return { seconds, ok: run.status === 0, output: `${run.stdout}\n${run.stderr}` };
}

/**
 * The repository as a clone would get it: every tracked file, and the photos among them.
 * @param {string} copy
 * @returns {Repository}
 */
function repositorySize(copy) {
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: copy });
  execFileSync('git', ['add', '-A'], { cwd: copy, maxBuffer: 1 << 28 });
  const files = execFileSync('git', ['ls-files', '-z'], {
    cwd: copy,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
    .split('\0')
    .filter(Boolean);
  let bytes = 0;
  let photoBytes = 0;
  let photos = 0;
  for (const file of files) {
    const size = readFileSync(path.join(copy, file)).length;
    bytes += size;
    if (file.startsWith('public/media/photos/')) {
      photoBytes += size;
      photos += 1;
    }
  }
  return { files: files.length, bytes, photoBytes, photos };
}

/**
 * A content-only publish: one wedding with twelve photos of its own, new to every cache.
 * @param {string} copy
 */
function addRealization(copy) {
  const dir = path.join(copy, 'content/realizations');
  mkdirSync(path.join(copy, 'public', BENCH_PHOTOS), { recursive: true });
  const sample = JSON.parse(
    readFileSync(path.join(dir, 'slub-marty-i-pawla-w-tatrach.json'), 'utf8'),
  );
  const photos = sample.photos
    .slice(0, 12)
    .map((/** @type {{ src: string, alt: string }} */ p, /** @type {number} */ i) => {
      const src = `${BENCH_PHOTOS}/nowa-${i + 1}.jpg`;
      const bytes = readFileSync(path.join(copy, 'public', p.src));
      writeFileSync(
        path.join(copy, 'public', src),
        Buffer.concat([bytes, Buffer.from(`nowa ${i}`)]),
      );
      return { ...p, src };
    });
  writeFileSync(
    path.join(dir, 'nowa-realizacja-z-telefonu.json'),
    `${JSON.stringify({ ...sample, title: 'Nowa realizacja dodana z telefonu', date: '2099-01-01', cover: photos[0], photos }, null, 2)}\n`,
  );
}

/**
 * The gate's steps as it prints them („✓ Budowanie strony: 95 s”).
 * @param {string} output
 * @returns {Record<string, number>}
 */
function gateSteps(output) {
  const steps = Object.fromEntries(
    [...output.matchAll(/^\s+[✓✗] (.+): (\d+) s$/gm)].map((m) => [m[1], Number(m[2])]),
  );
  return steps;
}

/**
 * The editor's list on the copy: e2e/cms/realization-list.spec.ts, through the stand-in.
 * @param {string} copy
 * @returns {EditorList}
 */
function editorList(copy) {
  const report = path.join(copy, 'editor-list.json');
  const run = timed(
    'npx',
    ['playwright', 'test', '--project=cms', 'e2e/cms/realization-list.spec.ts'],
    ROOT,
    {
      NODE_ENV: 'test',
      CMS_E2E_REPO: copy,
      CONTENT_DIR: path.join(copy, 'content'),
      EDITOR_LIST_REPORT: report,
      E2E_PORT: String(4900 + Math.floor(Math.random() * 50)),
    },
  );
  if (!run.ok) return { error: run.output.slice(-2000) };
  return JSON.parse(readFileSync(report, 'utf8'));
}

const kB = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const MB = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(0);

/** @type {Result[]} */
const results = [];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
for (const [i, factor] of factors.entries()) {
  const copy = mkdtempSync(path.join(os.tmpdir(), `scale-${factor}x-`));
  console.log(`\n▶ ${factor}x in ${copy} (load ${load()})`);
  /** @type {Result} */
  const result = { factor, load: [load()] };
  try {
    await copyRepo(ROOT, copy);
    const added = factor > 1 ? multiplyPortfolio(copy, factor) : { realizations: 0, photos: [] };
    result.realizations = readdirSync(path.join(copy, 'content/realizations')).filter((f) =>
      /(?<!\.en)\.json$/.test(f),
    ).length;
    result.repository = repositorySize(copy);
    console.log(
      `  ${result.realizations} realizations, ${result.repository.photos} photos, ${MB(result.repository.bytes)} MB tracked`,
    );
    if (coldFactors.has(factor)) {
      rmSync(path.join(copy, 'node_modules/.cache/image-variants'), {
        recursive: true,
        force: true,
      });
      rmSync(path.join(copy, '.next/cache'), { recursive: true, force: true });
      const cold = timed('npm', ['run', 'build:local'], copy);
      if (!cold.ok) throw new Error(`cold build failed:\n${cold.output.slice(-3000)}`);
      result.coldBuild = cold.seconds;
      console.log(`  cold build ${cold.seconds.toFixed(0)} s`);
    } else {
      result.primed = primeVariantCache(copy, added.photos);
      const warm = timed('npm', ['run', 'build:local'], copy);
      if (!warm.ok) throw new Error(`build failed:\n${warm.output.slice(-3000)}`);
      result.warmBuild = warm.seconds;
      console.log(`  build with the cache, nothing changed: ${warm.seconds.toFixed(0)} s`);
    }
    // The last publish's gate passed on this content: the next opens what changes.
    recordChecked(copy);
    addRealization(copy);
    const port = 4700 + i * 10;
    const gate = timed('npm', ['run', 'gate:content'], copy, {
      E2E_PORT: String(port),
      SERVE_E2E_PORT: String(port + 5),
    });
    result.publish = {
      seconds: gate.seconds,
      ok: gate.ok,
      steps: gateSteps(gate.output),
      ...(gate.ok ? {} : { tail: gate.output.slice(-3000) }),
    };
    console.log(
      `  content-only publish (gate) ${gate.seconds.toFixed(0)} s ${gate.ok ? 'passed' : 'FAILED'}`,
      result.publish.steps,
    );
    result.pages = Object.fromEntries(
      Object.entries(PAGES).map(([name, page]) => [name, pageWeight(path.join(copy, 'out'), page)]),
    );
    result.out = folderSize(path.join(copy, 'out'));
    if (!args['skip-editor']) {
      execFileSync('git', ['add', '-A'], { cwd: copy, maxBuffer: 1 << 28 });
      result.editor = editorList(copy);
      console.log('  editor', result.editor);
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    console.error(`  ${result.error.slice(0, 3000)}`);
  } finally {
    result.load.push(load());
    if (args.keep) console.log(`  kept: ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
  results.push(result);
}

// The table, one row per size, and the budgets.
const base = results.find((r) => r.factor === 1);
const lines = [
  '| realizations | photos | repository MB (at upload size) | build s: cold, cache | publish s (its build, browser) | / kB | /kontakt kB | service kB | realization kB | index kB | editor list s (first, again) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
/** @type {string[]} */
const missed = [];
for (const r of results) {
  const repo = r.repository ?? { bytes: 0, photoBytes: 0, photos: 0 };
  const atUpload = repo.bytes - repo.photoBytes + repo.photos * UPLOAD_BYTES;
  const weight = (/** @type {string} */ name) => {
    const w = r.pages?.[name];
    return w ? `${kB(w.html + w.js)} (${kB(w.html)} HTML)` : '–';
  };
  const steps = Object.values(r.publish?.steps ?? {});
  const builds = `${r.coldBuild?.toFixed(0) ?? '–'}, ${r.warmBuild?.toFixed(0) ?? '–'}`;
  lines.push(
    `| ${r.realizations ?? '–'} | ${repo.photos} | ${MB(repo.bytes)} (${MB(atUpload)}) | ${builds} | ${r.publish ? `${r.publish.seconds.toFixed(0)}${r.publish.ok ? '' : ' failed'} (${steps[1] ?? '–'}, ${steps[3] ?? '–'})` : '–'} | ${weight('/')} | ${weight('/kontakt')} | ${weight('service')} | ${weight('realization')} | ${weight('index')} | ${r.editor?.cold ? `${(r.editor.cold / 1000).toFixed(1)}, ${(r.editor.warm / 1000).toFixed(1)}` : '–'} |`,
  );
  for (const name of ['/', '/kontakt', 'service', 'realization']) {
    const now = r.pages?.[name];
    const then = base?.pages?.[name];
    if (now && then && now.html + now.js - (then.html + then.js) > BUDGET.pageGrowthBytes)
      missed.push(
        `${name} grows at ${r.factor}x: ${kB(then.html + then.js)} → ${kB(now.html + now.js)} kB`,
      );
  }
  if (r.factor >= 100 && (!r.publish?.ok || r.publish.seconds > BUDGET.publishSeconds))
    missed.push(
      `the publish at ${r.factor}x: ${r.publish?.seconds?.toFixed(0) ?? '–'} s${r.publish?.ok ? '' : ', failed'}`,
    );
  // Judged as the studio opens it, signed in; the first visit on a device (which reads
  // every entry of the repository) is reported beside it.
  if (r.editor && (r.editor.error !== undefined || r.editor.warm > BUDGET.editorMs))
    missed.push(
      `the editor's list at ${r.factor}x: ${r.editor.error ? 'failed' : `${r.editor.cold} / ${r.editor.warm} ms`}`,
    );
  if (r.error) missed.push(`${r.factor}x: ${r.error.slice(0, 200)}`);
}
const table = lines.join('\n');
console.log(`\n${table}\n`);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, 'scale.json'), JSON.stringify(results, null, 2));
writeFileSync(path.join(RESULTS, 'scale.md'), `${table}\n`);
if (missed.length) {
  console.error(`Budgets missed:\n${missed.map((m) => `  ${m}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('Every budget held.');
