// The launch check in the editor: what is still unfinished before the site
// may go live (`npm run check:launch`), from /admin/launch-check.json, which
// every build and `npm run cms` writes from its own content and settings
// (scripts/build/write-launch-check.mjs). A panel in the corner of the
// editor's lists, closed until the studio opens it; on a phone, above
// Sveltia's bottom bar and beside its floating button (keepClear). While an
// entry is edited (the editor's #/collections/…/entries/… and …/new routes)
// it covers no field: a button in the entry's bar opens it.
import { typeset } from '@/lib/typography';

import { placeInEntryToolbar } from './entry-toolbar';
import { keepClear } from './keep-clear';
import { el, listBody, type LaunchList } from './launch-list';
import { liveState, prelaunchLink, stateLines } from './launch-state';
import { onRedraw } from './on-redraw';

/** The way to the list from an open entry: a button in the entry's bar. */
function entryWay(check: LaunchList, panel: HTMLDetailsElement) {
  const way = el('button', { type: 'button', 'aria-controls': panel.id, title: check.summary });
  Object.assign(way.style, {
    // It gives way to the editor's own buttons („Zapisz”, „Opublikuj wpis”), never they to it.
    flex: '0 1 auto',
    minWidth: '0',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    margin: '0 8px',
    padding: '4px 10px',
    border: `2px solid ${RED}`,
    borderRadius: '8px',
    background: '#fff',
    color: '#1e2532',
    font: '600 14px/1.45 system-ui, sans-serif',
    cursor: 'pointer',
  });
  way.addEventListener('click', () => {
    panel.open = !panel.open;
  });
  return way;
}

/**
 * Its words for the width: beside a phone's „Gotowe” and „Opublikuj wpis” the
 * entry's bar has room for a short label only (the title it carries says more).
 */
function labelWay(way: HTMLElement, count: number) {
  const narrow = window.matchMedia('(max-width: 600px)').matches;
  const label = typeset(narrow ? `Braki: ${count}` : `Do uzupełnienia: ${count}`);
  // Only a change: every write is a mutation the panel's observer answers with another place().
  if (way.textContent !== label) way.textContent = label;
}

const RED = '#b3261e';
const ENTRY = /\/entries\/|\/new(?:$|[/?])/;

function render(check: LaunchList): HTMLDetailsElement {
  const done = check.items.length === 0;
  const summary = el('summary', {}, [typeset(check.summary)]);
  const body = listBody(check);
  Object.assign(summary.style, { cursor: 'pointer', padding: '8px 12px', fontWeight: '600' });
  const panel = el(
    'details',
    {
      id: 'launch-check',
      class: `launch-check${done ? ' launch-check-done' : ''}`,
      'aria-label': check.heading,
    },
    [summary, body],
  ) as HTMLDetailsElement;
  Object.assign(panel.style, {
    position: 'fixed',
    zIndex: '1000',
    background: '#fff',
    color: '#1e2532',
    border: `2px solid ${done ? '#2a7d4f' : RED}`,
    borderRadius: '8px',
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
    font: '14px/1.45 system-ui, sans-serif',
  });
  document.body.append(panel);
  const way = entryWay(check, panel);
  const place = () => {
    way.setAttribute('aria-expanded', String(panel.open));
    labelWay(way, check.items.length);
    if (!ENTRY.test(location.hash)) {
      way.remove();
      panel.hidden = false;
      Object.assign(panel.style, { top: '', right: '', left: '16px' });
      keepClear(panel, body);
      return;
    }
    // While an entry is edited the list keeps out of the way, one button in the
    // entry's bar away (none once it is empty); opened from there, it drops
    // down under the bar, over the form, until it is closed again.
    const inBar = !done && placeInEntryToolbar(way);
    panel.hidden = !(inBar && panel.open);
    if (panel.hidden) return;
    const bar = way.closest('[role="toolbar"]')?.getBoundingClientRect();
    Object.assign(panel.style, {
      top: `${(bar?.bottom ?? 0) + 8}px`,
      bottom: '',
      right: '16px',
      left: '',
      maxWidth: 'min(40rem, calc(100vw - 32px))',
    });
  };
  window.addEventListener('hashchange', place);
  window.addEventListener('resize', place);
  panel.addEventListener('toggle', place);
  // The panel (and the entry's button) again once Sveltia has drawn its screen.
  onRedraw(place);
  place();
  return panel;
}

const isLaunchList = (value: unknown): value is LaunchList =>
  typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items);

/**
 * Where the live site stands, at the top of the list: once the panel is
 * drawn, and again when it is opened (the studio may have signed in since,
 * and the private Preview's link needs the sign-in).
 */
async function showState(panel: HTMLDetailsElement) {
  const state = await liveState();
  if (!state) return;
  const draw = async () => {
    const link = state.site === 'prelaunch' ? await prelaunchLink() : undefined;
    const lines = stateLines(state, link);
    const old = panel.querySelector('.launch-state');
    if (old) old.replaceWith(lines);
    else panel.querySelector('.launch-check-body')?.prepend(lines);
  };
  await draw();
  panel.addEventListener('toggle', () => {
    if (panel.open) void draw();
  });
}

export async function showLaunchCheck() {
  try {
    const response = await fetch('/admin/launch-check.json', { cache: 'no-store' });
    const check: unknown = response.ok ? await response.json() : null;
    if (!isLaunchList(check)) return;
    await showState(render(check));
  } catch {
    // No list (an old build): the editor works without it.
  }
}
