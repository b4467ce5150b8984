import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, SYSTEM_ARGS } from '../scripts/chromium.mjs';

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
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

/** One Lighthouse run of a URL with its default mobile settings (simulated throttling). */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...SYSTEM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      failed,
      report: typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
    };
  } finally {
    chrome.kill();
  }
}
