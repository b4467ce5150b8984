// What of the editor's own controls a panel of ours may not cover.
const CONTROLS =
  'button, a[href], input, select, textarea, [role="button"], [role="radio"], [role="tab"], [role="treeitem"]';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The boxes of the editor's controls under the panel (not its own), in the page's order. */
function coveredBy(panel: HTMLElement): DOMRect[] {
  const own = panel.getBoundingClientRect();
  return [...document.querySelectorAll(CONTROLS)]
    .filter((control) => !panel.contains(control))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && overlaps(own, box));
}

/**
 * Keeps a panel fixed in the bottom left corner off the editor's controls.
 * On a phone Sveltia docks its navigation along the bottom of the screen and
 * floats a round „Nowy” button above it: the closed panel sits above the bar,
 * and beside (or else above) whatever button it would cover. Opened, it stays
 * where it was and fits the screen above that place, its body scrolling: its
 * own summary, which closes it, is never pushed off the top.
 */
export function keepClear(panel: HTMLDetailsElement, body: HTMLElement) {
  const height = window.innerHeight;
  let bottom = 16;
  for (const bar of document.querySelectorAll('[role="toolbar"]')) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.top > height / 2) bottom = Math.max(bottom, height - box.top + 8);
  }
  if (panel.open) {
    const closedAt = Number(panel.dataset.bottom ?? bottom);
    panel.style.bottom = `${closedAt}px`;
    const chrome = panel.getBoundingClientRect().height - body.getBoundingClientRect().height;
    body.style.maxHeight = `${Math.max(120, Math.min(height * 0.6, height - closedAt - 16 - chrome))}px`;
    return;
  }
  panel.style.bottom = `${bottom}px`;
  panel.style.maxWidth = 'min(40rem, calc(100vw - 32px))';
  for (let round = 0; round < 3; round++) {
    const [box] = coveredBy(panel);
    if (!box) break;
    const own = panel.getBoundingClientRect();
    if (box.left - own.left >= 200) panel.style.maxWidth = `${box.left - own.left - 8}px`;
    else panel.style.bottom = `${height - box.top + 8}px`;
  }
  panel.dataset.bottom = panel.style.bottom.replace('px', '');
}
