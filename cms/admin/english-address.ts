// A warning under a service's English menu name before a rename moves its
// page: the English address is the English name by the slug rule
// (lib/routes.ts, docs/english.md), so „Wedding” → „Weddings” moves
// /en/photography/wedding, and the old address, in search results and in
// links sent to clients, answers 404. The published addresses come from the
// build (/admin/english-addresses.json, scripts/build/write-english-addresses.mjs);
// the warning stands while the name in the English pane makes another one.
import { slugify } from '@/lib/slug';
import { typeset } from '@/lib/typography';

import { el } from './launch-list';
import { onRedraw } from './on-redraw';

/** The English page of each service as published: „services-foto/slubna” → its path. */
type Addresses = Readonly<Record<string, string>>;

const ENTRY = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/;
const WARNING = 'english-address-warning';

/** The English pane's menu name field, where the entry being edited has one. */
const englishLabel = () =>
  document.querySelector<HTMLElement>(
    '.pane[data-mode="edit"][data-locale="en"] .field[data-key-path="menu.label"]',
  );

/** What a rename from the published address to the name's own would do, in Polish; none if nothing moves. */
export function renameWarning(published: string, name: string): string | undefined {
  const slug = slugify(name);
  const next = slug ? published.replace(/[^/]+$/, slug) : undefined;
  if (next === published) return undefined;
  return next
    ? `Uwaga: ta nazwa jest też adresem strony angielskiej. Po opublikowaniu strona przeniesie się z ${published} pod ${next}, a stary adres przestanie działać – także w wyszukiwarkach i w linkach wysłanych klientom. Jeśli strona ma zostać pod dawnym adresem, przywróć dawną nazwę.`
    : `Uwaga: bez nazwy angielskiej strona ${published} zniknie z angielskiej wersji witryny.`;
}

function update(addresses: Addresses) {
  const [, collection, id] = ENTRY.exec(location.hash) ?? [];
  const field = englishLabel();
  const input = field?.querySelector('input');
  const published = collection && id ? addresses[`${collection}/${id}`] : undefined;
  const text = input && published ? renameWarning(published, input.value) : undefined;
  const old = document.getElementById(WARNING);
  if (!field || !text) {
    old?.remove();
    return;
  }
  const words = typeset(text);
  // Only a change: every write is a mutation the observer would answer again.
  if (old?.parentElement === field && old.textContent === words) return;
  const warning = old ?? el('p', { id: WARNING, role: 'status' });
  warning.textContent = words;
  Object.assign(warning.style, {
    margin: '8px 0 0',
    padding: '8px 12px',
    border: '2px solid #b3261e',
    borderRadius: '8px',
    background: '#fff4f2',
    color: '#1e2532',
    // The editor's own type, as the field's hint above it.
    fontFamily: 'inherit',
    fontSize: '14px',
    lineHeight: '1.45',
  });
  if (warning.parentElement !== field) field.append(warning);
}

/** Watches the English menu name of the service being edited. */
export async function warnBeforeEnglishMove() {
  let addresses: Addresses;
  try {
    const response = await fetch('/admin/english-addresses.json', { cache: 'no-store' });
    if (!response.ok) return;
    addresses = (await response.json()) as Addresses;
  } catch {
    // No list (an old build): the field's hint still says it.
    return;
  }
  const check = () => update(addresses);
  document.addEventListener('input', check, true);
  window.addEventListener('hashchange', check);
  onRedraw(check);
  check();
}
