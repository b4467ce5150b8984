// The editor speaks Polish to the studio whatever language the phone or the
// computer is set to: Sveltia CMS takes the interface language from the
// browser, unless its settings (stored in this browser) name one. This names
// Polish until someone picks another language in the editor's settings.
// It also forgets the editor's stored copy of its messages, which Sveltia
// renews only with its own version: /admin serves them with the studio's
// corrections (cms/editor/pl-overrides.json), which change between versions.
// And it gives the editor's own scripts (launch-check.js, film-field-parts.js)
// the site's one-letter-word rule, as lib/typography.ts has it: „w”, „i”, „z”
// stay with the next word (polish.test.mjs keeps the two the same).
(function () {
  'use strict';

  window.swiatlocienPolish = {
    /** @param {string} text */
    typeset: function (text) {
      return text.replace(/(?<![\p{L}\p{N}.\-–@/'’])(\p{L})[ ]+(?=\S)/gu, '$1\u00a0');
    },
  };

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
