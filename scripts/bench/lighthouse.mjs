// One first visit, measured by Lighthouse: a Chrome process of its own with a
// profile of its own (chrome-launcher makes a fresh temporary one and removes
// it), so no HTTP cache, no V8 code cache and no compiled script survive from
// an earlier run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

import { chromiumLaunchOptions, SYSTEM_CHROMIUM_ARGS } from '../dev/browsers.mjs';

/** The Chromium the tests use: Playwright's own, or the system one. */
function chromePath() {
  return chromiumLaunchOptions().executablePath ?? chromium.executablePath();
}

/**
 * @typedef {object} Visit
 * @property {number} performance score, 0–100
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} siMs Speed Index
 * @property {number} jsBytes scripts on the wire (transfer size, gzip) during the load
 * @property {number} htmlBytes the document on the wire
 * @property {number} mainThreadMs all main-thread work (mainthread-work-breakdown)
 * @property {Record<string, number>} mainThread that work by group (ms)
 * @property {{ url: string, scriptingMs: number, parseCompileMs: number }[]} bootup scripts by main-thread time
 * @property {{ startMs: number, durationMs: number, url: string }[]} longTasks the longest main-thread tasks
 * @property {string} lcpElement
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 * @returns {Record<string, unknown>[]}
 */
function items(lhr, id) {
  const details = /** @type {{ items?: Record<string, unknown>[] } | undefined} */ (
    lhr.audits[id]?.details
  );
  return details?.items ?? [];
}

/**
 * The figures of one Lighthouse report.
 * @param {import('lighthouse').Result} lhr
 * @returns {Visit}
 */
export function figures(lhr) {
  const requests = items(lhr, 'network-requests');
  const bytesOf = (/** @type {string} */ type) =>
    requests
      .filter((r) => r.resourceType === type)
      .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  const mainThread = Object.fromEntries(
    items(lhr, 'mainthread-work-breakdown').map((i) => [
      String(i.groupLabel ?? i.group),
      Math.round(Number(i.duration)),
    ]),
  );
  // Lighthouse 13 names the LCP element in its LCP breakdown insight, a list
  // of the subparts table and the element's node.
  const lcpNode = /** @type {{ nodeLabel?: string, selector?: string } | undefined} */ (
    items(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node')
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    siMs: Math.round(numeric(lhr, 'speed-index')),
    jsBytes: bytesOf('Script'),
    htmlBytes: bytesOf('Document'),
    mainThreadMs: Math.round(numeric(lhr, 'mainthread-work-breakdown')),
    mainThread,
    bootup: items(lhr, 'bootup-time')
      .slice(0, 5)
      .map((i) => ({
        url: String(i.url),
        scriptingMs: Math.round(Number(i.scripting)),
        parseCompileMs: Math.round(Number(i.scriptParseCompile)),
      })),
    longTasks: items(lhr, 'long-tasks')
      .slice(0, 5)
      .map((t) => ({
        startMs: Math.round(Number(t.startTime)),
        durationMs: Math.round(Number(t.duration)),
        url: String(t.url),
      })),
    lcpElement: lcpNode?.nodeLabel ?? lcpNode?.selector ?? '?',
  };
}

/**
 * A first visit of `url` on a phone: Lighthouse's mobile defaults with
 * applied (devtools) throttling, slow 4G and a 4x slower CPU imposed while
 * the page really loads, in a fresh Chrome with a fresh profile.
 * @param {string} url
 * @returns {Promise<{ visit: Visit, lhr: import('lighthouse').Result }>}
 */
export async function firstVisit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...SYSTEM_CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return { visit: figures(lhr), lhr };
  } finally {
    chrome.kill();
  }
}
