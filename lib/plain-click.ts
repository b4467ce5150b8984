/**
 * A plain left click: no other button, no modifier key. Only such a click is
 * taken over by a script (scroll, lightbox); Ctrl, Cmd or Shift and the middle
 * button keep the browser's own meaning (a new tab or window).
 */
export function isPlainLeftClick(e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
