/**
 * The page numbers a visitor is offered among `count`: the first, the last,
 * and two either side of the current one, with a gap (null) where numbers
 * are left out: 1 … 4 5 [6] 7 8 … 13.
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, count, ...[-2, -1, 0, 1, 2].map((d) => current + d)])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? [null, n] : [n]));
}
