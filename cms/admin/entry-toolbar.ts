/**
 * A button of ours in the toolbar of the entry being edited, in the free
 * space before the editor's own buttons on the right („Wyświetl na stronie”,
 * „Zapisz”): part of the bar, so it covers no field and the bar's title
 * gives way to it, at every width. Sveltia draws a new bar for each entry;
 * `placeInEntryToolbar` puts the button back into whichever bar is shown.
 */

/**
 * The entry's bar: the last toolbar drawn along the top of the screen (the
 * entry editor opens over the editor's global bar, which comes first).
 */
function entryToolbar(): Element | undefined {
  return [...document.querySelectorAll('[role="toolbar"]')]
    .filter((bar) => {
      const box = bar.getBoundingClientRect();
      return box.height > 0 && box.top < 4;
    })
    .at(-1);
}

/** Its first control (not ours) in the right half: ours goes before it. */
function rightGroup(bar: Element, own: Element): Element | undefined {
  const { left, width } = bar.getBoundingClientRect();
  return [...bar.querySelectorAll('button, a[href]')].find((control) => {
    const box = control.getBoundingClientRect();
    return control !== own && box.width > 0 && box.left + box.width / 2 > left + width / 2;
  });
}

/** Puts `button` into the entry's bar; false where there is no such bar to put it in. */
export function placeInEntryToolbar(button: HTMLElement): boolean {
  const bar = entryToolbar();
  const before = bar && rightGroup(bar, button);
  if (!before?.parentElement) return false;
  // Only when it is elsewhere: moving it is a change the editor's observer would see again.
  if (button.nextElementSibling !== before) before.before(button);
  return true;
}
