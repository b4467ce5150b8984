// The editor speaks Polish to the studio whatever language the phone or the
// computer is set to: Sveltia CMS takes the interface language from the
// browser, unless its settings (stored in this browser) name one. This names
// Polish until someone picks another language in the editor's settings.
// It also forgets the editor's stored copy of its messages, which Sveltia
// renews only with its own version: /admin serves them with the studio's
// corrections (cms/editor/pl-overrides.json), which change between versions.
(function () {
  'use strict';

  var PREFS = 'sveltia-cms.prefs';
  var MESSAGES = 'sveltia-cms.locale';
  try {
    var prefs = JSON.parse(localStorage.getItem(PREFS) || '{}') || {};
    if (!prefs.locale) {
      prefs.locale = 'pl';
      localStorage.setItem(PREFS, JSON.stringify(prefs));
    }
    localStorage.removeItem(MESSAGES);
  } catch {
    // Storage blocked (a private window on some browsers): the browser's language stays.
  }
})();
