/**
 * How far an element's letters stand from where each of its font families
 * would put them: the sum over its letters of the differences in their
 * advance widths, in px, drawn in its own font stack against the web fonts
 * alone (the stack before its metric-matched fallback) and against that
 * fallback alone. The fallback matches the web font's average width, so a
 * whole line differs by a pixel or so; letter by letter the two faces are far
 * apart. A function the page runs (Playwright's evaluate, WebDriver's
 * executeScript): self-contained. It sets the element on one line.
 */
export function letterDistances(element: HTMLElement): { toBrand: number; toFallback: number } {
  element.style.whiteSpace = 'nowrap';
  element.style.width = 'max-content';
  const advances = (family: string) => {
    element.style.fontFamily = family;
    const widths: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node as Text).length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        widths.push(range.getBoundingClientRect().width);
      }
    }
    return widths;
  };
  const stack = getComputedStyle(element).fontFamily;
  const fallback = stack
    .split(',')
    .find((family) => /Fallback/.test(family))!
    .trim();
  const brand = stack.slice(0, stack.indexOf(fallback)).replace(/,\s*$/, '');
  const drawn = advances('');
  const distance = (other: number[]) =>
    drawn.reduce((sum, width, i) => sum + Math.abs(width - (other[i] ?? 0)), 0);
  return { toBrand: distance(advances(brand)), toFallback: distance(advances(fallback)) };
}

/** Drawn in the web font: every letter where it puts them, none where the fallback would. */
export const IN_WEB_FONT = { toBrand: 0.5, toFallback: 20 };
