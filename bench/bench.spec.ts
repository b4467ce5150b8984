import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

import { chromiumLaunchOptions } from '../e2e/support/browsers.mjs';
import { serveStatic } from '../scripts/dev/serve.mjs';
import { buildFrameworkFloor } from './framework-floor.mjs';
import { runLighthouse } from './lighthouse';
import { measurePage } from './page-bytes';
import { benchPages, budgets } from './pages';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

test.use({ launchOptions: chromiumLaunchOptions() });

test('benchmark: bytes, framework floor, critical path and Lighthouse mobile', async ({
  browser,
}) => {
  const floorSite = await serveStatic(buildFrameworkFloor());
  const site = await serveStatic('out', { port: Number(process.env.BENCH_PORT ?? 0) });
  try {
    const floor = await measurePage(browser, `${floorSite.origin}/`);
    const rows = [];
    for (const { name, path } of benchPages) {
      const bytes = await measurePage(browser, site.origin + path);
      const { report, ...lh } = await runLighthouse(site.origin + path);
      mkdirSync('bench-results', { recursive: true });
      writeFileSync(`bench-results/lighthouse${path.replace(/\//g, '_')}.json`, report);
      rows.push({ name, path, ...bytes, jsAboveFloor: bytes.js - floor.js, ...lh });
    }

    const table = rows.map((r) => ({
      page: `${r.name} (${r.path})`,
      'HTML kB': kB(r.html),
      'CSS kB': kB(r.css),
      'JS kB': kB(r.js),
      'JS above floor kB': kB(r.jsAboveFloor),
      'JS after 1st input kB': kB(r.jsAfterInteraction),
      'fetched kB': kB(r.fetched),
      perf: r.performance,
      a11y: r.accessibility,
      'best pr.': r.bestPractices,
      seo: r.seo,
      'LCP ms': r.lcpMs,
      CLS: r.cls,
      'TBT ms': r.tbtMs,
      'perf, sim.': r.simulated.performance,
      'LCP ms, sim.': r.simulated.lcpMs,
    }));
    // What the LCP waits for, and how close the measured LCP comes to the network's floor.
    const paths = rows.map((r) => ({
      page: r.path,
      'LCP element': r.criticalPath.lcpElement,
      'HTML kB': kB(r.criticalPath.bytes.html),
      'blocking CSS kB': kB(r.criticalPath.bytes.css),
      'preloaded fonts kB': kB(r.criticalPath.bytes.fonts),
      'LCP resource kB': kB(r.criticalPath.bytes.lcpResource),
      'lower bound ms': r.criticalPath.lowerBoundMs,
      'LCP / bound': (r.lcpMs / r.criticalPath.lowerBoundMs).toFixed(2),
    }));
    console.log(`\nFramework floor (bare Next.js page): JS ${kB(floor.js)} kB gzip`);
    console.log('Lighthouse mobile, applied throttling (judged); sim. = simulated (estimate)');
    console.table(table);
    console.table(paths);
    for (const r of rows) if (r.failed.length) console.log(`${r.path}: ${r.failed.join(', ')}`);
    writeFileSync(
      'bench-results/bench.json',
      JSON.stringify({ date: new Date().toISOString(), budgets, floor, rows }, null, 2) + '\n',
    );

    for (const r of rows) {
      const at = `${r.path}:`;
      expect
        .soft(r.jsAboveFloor, `${at} JS above the framework floor`)
        .toBeLessThanOrEqual(budgets.jsAboveFloorBytes);
      expect.soft(r.performance, `${at} performance`).toBeGreaterThanOrEqual(budgets.performance);
      expect
        .soft(r.accessibility, `${at} accessibility`)
        .toBeGreaterThanOrEqual(budgets.accessibility);
      expect
        .soft(r.bestPractices, `${at} best practices`)
        .toBeGreaterThanOrEqual(budgets.bestPractices);
      expect.soft(r.seo, `${at} SEO`).toBeGreaterThanOrEqual(budgets.seo);
      expect.soft(r.lcpMs, `${at} LCP (applied throttling)`).toBeLessThanOrEqual(budgets.lcpMs);
      expect.soft(r.cls, `${at} CLS`).toBeLessThanOrEqual(budgets.cls);
      if (r.path === '/') {
        expect
          .soft(r.fetched, `${at} bytes before interaction`)
          .toBeLessThanOrEqual(budgets.homeBytesBeforeInteraction);
      }
    }
  } finally {
    await site.close();
    await floorSite.close();
  }
});
