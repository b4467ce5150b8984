// The editor's validation messages and list buttons in correct Polish. Decap's own Polish
// agrees the adjective with a neuter noun whatever the field is called
// („Tekst alternatywny jest wymagane”) and counts items in the genitive even
// for two to four („2 elementów”). These name the field, so they read right
// for every label and number. Runs before Decap starts (it starts once the
// page has loaded), so the editor never shows the other wording.
/* global CMS */
(function () {
  'use strict';

  var messages = {
    required: 'Pole „%{fieldLabel}” jest wymagane.',
    regexPattern: 'Pole „%{fieldLabel}” nie pasuje do formatu: %{pattern}.',
    processing: 'Pole „%{fieldLabel}” jest jeszcze przetwarzane.',
    range: 'Wartość pola „%{fieldLabel}” musi wynosić od %{minValue} do %{maxValue}.',
    min: 'Wartość pola „%{fieldLabel}” musi wynosić co najmniej %{minValue}.',
    max: 'Wartość pola „%{fieldLabel}” może wynosić najwyżej %{maxValue}.',
    rangeCount: 'Lista „%{fieldLabel}” musi mieć od %{minCount} do %{maxCount} pozycji.',
    rangeCountExact: 'Liczba pozycji na liście „%{fieldLabel}” musi wynosić %{count}.',
    rangeMin: 'Liczba pozycji na liście „%{fieldLabel}” musi wynosić co najmniej %{minCount}.',
    rangeMax: 'Liczba pozycji na liście „%{fieldLabel}” może wynosić najwyżej %{maxCount}.',
  };

  // The same in messages that address the editor: Decap's use the masculine
  // („przegapiłeś”, „Zostałeś”); these need no gender.
  var toasts = {
    missingRequiredField:
      'Nie wszystkie wymagane pola są wypełnione. Uzupełnij je przed zapisaniem.',
    onLoggedOut: 'Sesja wygasła. Skopiuj niezapisane zmiany i zaloguj się ponownie.',
  };

  // A list's add button: „Dodaj %{item}” in both kinds of list. Decap's „Dodaj nowy
  // %{item}” fits masculine items only; the item comes in the accusative where it
  // differs („Dodaj sekcję”, cms/decap-config.ts).
  var lists = { add: 'Dodaj %{item}', addType: 'Dodaj %{item}' };

  var pl = CMS.getLocale('pl');
  if (!pl || !pl.editor || !pl.editor.editorControlPane || !pl.ui || !pl.ui.toast) return;
  var widget = Object.assign({}, pl.editor.editorControlPane.widget, messages);
  var pane = Object.assign({}, pl.editor.editorControlPane, { widget: widget });
  var widgets = Object.assign({}, pl.editor.editorWidgets, {
    list: Object.assign({}, pl.editor.editorWidgets && pl.editor.editorWidgets.list, lists),
  });
  var editor = Object.assign({}, pl.editor, { editorControlPane: pane, editorWidgets: widgets });
  var ui = Object.assign({}, pl.ui, { toast: Object.assign({}, pl.ui.toast, toasts) });
  CMS.registerLocale('pl', Object.assign({}, pl, { editor: editor, ui: ui }));
})();
