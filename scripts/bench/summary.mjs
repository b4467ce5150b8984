// What the bench makes of its runs: each page's medians, the budgets it
// misses against the floor measured in the same run, and the tables it
// prints. No I/O here, so a change to the judgement reads apart from the
// measuring (bench.mjs).
import { median } from './median.mjs';
import { budgets } from './pages.mjs';

export const kB = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b ? (a / b).toFixed(2) : '–');

/** @typedef {import('./lighthouse.mjs').Visit} Visit */

/**
 * Medians of every figure over the runs.
 * @param {Visit[]} visits
 */
export function medians(visits) {
  /** @param {(v: Visit) => number} pick */
  const m = (pick) => median(visits.map(pick));
  const groups = [...new Set(visits.flatMap((v) => Object.keys(v.mainThread)))];
  return {
    runs: visits.length,
    performance: m((v) => v.performance),
    fcpMs: m((v) => v.fcpMs),
    lcpMs: m((v) => v.lcpMs),
    tbtMs: m((v) => v.tbtMs),
    cls: m((v) => v.cls),
    siMs: m((v) => v.siMs),
    jsBytes: m((v) => v.jsBytes),
    htmlBytes: m((v) => v.htmlBytes),
    mainThreadMs: m((v) => v.mainThreadMs),
    mainThread: Object.fromEntries(groups.map((g) => [g, m((v) => v.mainThread[g] ?? 0)])),
    tbtRange: [Math.min(...visits.map((v) => v.tbtMs)), Math.max(...visits.map((v) => v.tbtMs))],
    lcpElement: visits[0]?.lcpElement ?? '?',
  };
}

/** @typedef {ReturnType<typeof medians>} Medians */

/**
 * The budgets a page misses, in words.
 * @param {Medians} page
 * @param {Medians} floor
 */
export function missedBudgets(page, floor) {
  const missed = [];
  if (page.tbtMs > budgets.tbtVsFloor * floor.tbtMs)
    missed.push(
      `TBT ${page.tbtMs} ms > ${budgets.tbtVsFloor} × floor ${floor.tbtMs} ms = ${Math.round(budgets.tbtVsFloor * floor.tbtMs)} ms`,
    );
  if (page.performance < floor.performance - budgets.performanceBelowFloor)
    missed.push(
      `performance ${page.performance} < floor ${floor.performance} − ${budgets.performanceBelowFloor}`,
    );
  if (page.lcpMs > budgets.lcpMs) missed.push(`LCP ${page.lcpMs} ms > ${budgets.lcpMs} ms`);
  if (page.cls > budgets.cls) missed.push(`CLS ${page.cls} > ${budgets.cls}`);
  if (page.jsBytes - floor.jsBytes > budgets.jsAboveFloorBytes)
    missed.push(
      `JS ${kB(page.jsBytes - floor.jsBytes)} kB above the floor > ${kB(budgets.jsAboveFloorBytes)} kB`,
    );
  return missed;
}

/** @typedef {Medians & { name: string, path: string }} Result */

/**
 * The two tables the bench prints: every page's medians beside the floor's,
 * and the main thread's work by kind.
 * @param {Result[]} results the floor first, then the pages
 * @param {Result} floor
 * @param {Result[]} pages
 */
export function summaryTables(results, floor, pages) {
  const rows = results.map((r) => ({
    page: r.name === floor.name ? r.name : `${r.name} ${r.path}`,
    perf: r.performance,
    'TBT ms': r.tbtMs,
    'TBT / floor': ratio(r.tbtMs, floor.tbtMs),
    'LCP ms': r.lcpMs,
    'LCP / floor': ratio(r.lcpMs, floor.lcpMs),
    CLS: r.cls,
    'FCP ms': r.fcpMs,
    'SI ms': r.siMs,
    'JS kB': kB(r.jsBytes),
    'JS above floor kB': kB(r.jsBytes - floor.jsBytes),
    'HTML kB': kB(r.htmlBytes),
    'main thread ms': r.mainThreadMs,
  }));
  const groups = Object.keys(floor.mainThread).concat(
    ...pages.map((p) => Object.keys(p.mainThread)),
  );
  const work = results.map((r) => ({
    page: r.path === '/' && r.name === floor.name ? 'floor' : r.path,
    ...Object.fromEntries([...new Set(groups)].map((g) => [g, r.mainThread[g] ?? 0])),
  }));
  return { rows, work };
}
