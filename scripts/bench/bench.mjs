#!/usr/bin/env node
// `npm run bench`: how fast the site is for a first-time visitor, judged
// against the bare Next.js page (the floor) measured in the same run.
//
// 1. Builds the site (unless BENCH_SKIP_BUILD=1) and the floor
//    (framework-floor.mjs), and serves each with `serve`, which gzips as the
//    production host does.
// 2. BENCH_RUNS rounds (default 5); each round visits the floor and every page
//    once, each visit in a fresh Chrome with a fresh profile (lighthouse.mjs),
//    so the machine's load weighs on the floor and the pages alike.
// 3. Prints each page's medians and its ratio to the floor's, checks the
//    budgets (pages.mjs; medians, budgets and tables in summary.mjs), writes
//    bench-results/, and exits 1 if one fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { filmStart } from './film-start.mjs';
import { buildFrameworkFloor } from './framework-floor.mjs';
import { firstVisit } from './lighthouse.mjs';
import { benchPages, budgets } from './pages.mjs';
import { serveGzipped } from './serve.mjs';
import { kB, medians, missedBudgets, summaryTables } from './summary.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 1);
const RESULTS = path.join(ROOT, 'bench-results');
// BENCH_PAGES=/,/kontakt measures only those of the bench's pages (a quick look at one page).
const ONLY = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const measured = ONLY ? benchPages.filter((p) => ONLY.includes(p.path)) : benchPages;
if (!measured.length) throw new Error(`BENCH_PAGES names none of ${benchPages.map((p) => p.path)}`);

/** @typedef {import('./lighthouse.mjs').Visit} Visit */

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}` },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function main() {
  build();
  const floorDir = buildFrameworkFloor();
  const site = await serveGzipped(path.join(ROOT, 'out'), PORT);
  const floorSite = await serveGzipped(floorDir, FLOOR_PORT);
  const targets = [
    { name: 'floor (bare Next.js page)', path: '/', url: `${floorSite.origin}/` },
    ...measured.map((p) => ({ ...p, url: site.origin + p.path })),
  ];
  /** @type {Visit[][]} */
  const visits = targets.map(() => []);
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  mkdirSync(RESULTS, { recursive: true });
  /** @type {Awaited<ReturnType<typeof filmStart>> | undefined} */
  let films;
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const [i, target] of targets.entries()) {
        const { visit, lhr } = await firstVisit(target.url);
        visits[i]?.push(visit);
        const file = `lighthouse${target.url.includes(`:${FLOOR_PORT}`) ? '_floor' : target.path.replace(/\//g, '_')}-${run}.json`;
        writeFileSync(path.join(RESULTS, file), JSON.stringify(lhr));
        console.log(
          `run ${run}/${RUNS} ${target.name}: perf ${visit.performance}, TBT ${visit.tbtMs} ms, LCP ${visit.lcpMs} ms, JS ${kB(visit.jsBytes)} kB`,
        );
      }
    }
    // A film's time to its first frame on a phone (film-start.mjs), same build, same rounds count.
    films = await filmStart({ origin: site.origin, runs: RUNS });
  } finally {
    site.close();
    floorSite.close();
  }

  const results = targets.map((t, i) => ({ ...t, ...medians(visits[i] ?? []) }));
  const [floor, ...pages] = results;
  if (!floor) throw new Error('no floor');
  const { rows, work } = summaryTables(results, floor, pages);

  const failures = pages.flatMap((p) => missedBudgets(p, floor).map((m) => `${p.path}: ${m}`));
  console.log(
    `\nFirst visits: Lighthouse ${lighthouseVersion} (Node ${process.versions.node}), ` +
      `mobile, devtools throttling (slow 4G, 4x CPU), a fresh Chrome and profile per run, ` +
      `median of ${RUNS}; served gzipped by serve; ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.table(rows);
  console.log('Main-thread work by kind, ms (medians):');
  console.table(work);
  if (films) {
    console.log(
      `A film on a phone (${films.path}, 390x844, slow 4G, 4x CPU in Chromium): tap → the film moving, median of ${RUNS}:`,
    );
    console.table(films.rows);
  }
  writeFileSync(
    path.join(RESULTS, 'bench.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: lighthouseVersion,
        node: process.versions.node,
        cpus: os.cpus().length,
        runs: RUNS,
        budgets,
        results,
        films,
        visits: targets.map((t, i) => ({ path: t.path, name: t.name, visits: visits[i] })),
        failures,
      },
      null,
      2,
    ) + '\n',
  );
  if (failures.length) {
    console.log(`\nBudgets missed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery budget holds.');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
