/**
 * The editor speaks Polish to the studio whatever language the phone or the
 * computer is set to: Sveltia CMS takes the interface language from the
 * browser, unless its settings (stored in this browser) name one. This names
 * Polish until someone picks another language in the editor's settings.
 * It also forgets the editor's stored copy of its messages, which Sveltia
 * renews only with its own version: /admin serves them with the studio's
 * corrections (cms/editor/pl-overrides.json), which change between versions.
 * It must run before the editor's bundle, which reads the language once, at start.
 */
const PREFS = 'sveltia-cms.prefs';
const MESSAGES = 'sveltia-cms.locale';

export function preferPolish(storage: Storage = localStorage) {
  try {
    const stored: unknown = JSON.parse(storage.getItem(PREFS) ?? '{}');
    const prefs = typeof stored === 'object' && stored !== null ? stored : {};
    if (!('locale' in prefs) || !prefs.locale) {
      storage.setItem(PREFS, JSON.stringify({ ...prefs, locale: 'pl' }));
    }
    storage.removeItem(MESSAGES);
  } catch {
    // Storage blocked (a private window on some browsers): the browser's language stays.
  }
}
