import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright';

import { chromiumLaunchOptions, SYSTEM_CHROMIUM_ARGS } from '../e2e/support/browsers.mjs';

export interface LighthouseFigures {
  /** The median run under applied (devtools) throttling: the figures the budgets judge. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** The median run under simulated throttling (Lantern): an estimate, reported only. */
  readonly simulated: { readonly performance: number; readonly lcpMs: number };
  /** The audits that kept a category below 100, for the reader of the report. */
  readonly failed: readonly string[];
  /** The whole Lighthouse report of the applied run, for a closer look. */
  readonly report: string;
}

/** The Chromium the tests use: Playwright's own, or the system one. */
function chromePath(): string {
  return chromiumLaunchOptions().executablePath ?? chromium.executablePath();
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** How many Lighthouse runs a page gets, per throttling method; BENCH_RUNS overrides. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Throttling = 'simulate' | 'devtools';

/**
 * Lighthouse runs of a URL with the mobile defaults, reduced to the median run
 * the way Lighthouse's docs advise (docs/variability.md: computeMedianRun, by
 * FCP and TTI): one run on a 2-core machine swings by a second of LCP.
 */
async function medianRun(url: string, runs: number, throttlingMethod: Throttling) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...SYSTEM_CHROMIUM_ARGS],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        throttlingMethod,
        ...(throttlingMethod === 'simulate' ? { onlyCategories: ['performance'] } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      results.push(result);
    }
    const lhr = computeMedianRun(results.map((r) => r.lhr));
    const result = results.find((r) => r.lhr === lhr) ?? results[0];
    if (!result) throw new Error(`No Lighthouse run for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * The budgets are judged under applied throttling (Lighthouse's `devtools`
 * method: slow 4G and a 4x slower CPU, imposed while the page really loads), as
 * a phone on slow 4G sees the page. The simulated figures (Lantern, Lighthouse's
 * default) are reported beside them as an estimate: on loopback Lantern counts
 * every script that finished before the first paint as something the paint
 * waited for (README, Performance).
 */
export async function runLighthouse(
  url: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigures> {
  const applied = await medianRun(url, runs, 'devtools');
  const simulated = await medianRun(url, runs, 'simulate');
  const { categories, audits } = applied.lhr;
  const failed = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category.id}: ${audit?.id}`),
  );
  const lcp = (lhr: typeof applied.lhr) =>
    Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: lcp(applied.lhr),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    simulated: {
      performance: score(simulated.lhr.categories.performance?.score),
      lcpMs: lcp(simulated.lhr),
    },
    failed,
    report: typeof applied.report === 'string' ? applied.report : JSON.stringify(applied.lhr),
  };
}
