import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, SYSTEM_ARGS } from '../scripts/chromium.mjs';

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  /** LCP of the median run under applied (devtools) throttling: reported, not budgeted. */
  readonly appliedLcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** The audits that kept a category below 100, for the reader of the report. */
  readonly failed: readonly string[];
  /** The whole Lighthouse report, for a closer look. */
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
    chromeFlags: ['--headless=new', ...SYSTEM_ARGS],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        throttlingMethod,
        ...(throttlingMethod === 'devtools' ? { onlyCategories: ['performance'] } : {}),
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
 * The budgets are judged on Lighthouse's default, simulated throttling (Lantern).
 * The LCP of a load that is really slowed down (devtools throttling: the same
 * slow 4G and 4x CPU, applied while the page loads) is reported next to it,
 * because on loopback Lantern counts every script that finished before the
 * first paint as something the paint waited for (README, Performance).
 */
export async function runLighthouse(
  url: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigures> {
  const result = await medianRun(url, runs, 'simulate');
  const applied = await medianRun(url, runs, 'devtools');
  const { categories, audits } = result.lhr;
  const failed = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category.id}: ${audit?.id}`),
  );
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    appliedLcpMs: Math.round(applied.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    failed,
    report: typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
  };
}
