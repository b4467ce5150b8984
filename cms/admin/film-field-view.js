// The film field („Plik filmu”) as React elements (Sveltia's `h`), drawn
// from the field's state: the current master, the two buttons, the progress,
// the uploads left unfinished, the error, the masters' list and the polite
// region. film-field.js holds the state and the handlers; the pieces this
// uses (sizes, progress, list) are in film-field-parts.js. Kept apart so the
// field's behaviour and its markup are each read in one place.
/* global h */
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (!film || !film.field) return;

  var parts = film.field;
  var size = parts.size;
  var typeset = parts.typeset;
  var fileName = parts.fileName;

  /**
   * The whole field, from its state.
   * @param {object} s the field's state (film-field.js, getInitialState)
   * @param {string | undefined} value the master's address, the field's value
   * @param {string} id the file input's id (Sveltia's forID), the base of the others' ids
   * @param {{ api: string, ref: (el: HTMLInputElement | null) => void, choose: () => void, chosen: (event: Event) => void, toggleList: () => void, stop: () => void, pick: (master: object) => void }} on
   *   the field's handlers, and the Worker's films API (for the film's state)
   */
  function fieldView(s, value, id, on) {
    var busy = s.phase === 'uploading';
    var known = value && s.sizeOf[value];
    var children = [
      h(
        'p',
        { key: 'current', id: id + '-current' },
        value
          ? [
              'Plik: ',
              h('strong', { key: 'n' }, fileName(value)),
              known ? ' (' + size(known) + ')' : '',
            ]
          : 'Nie wybrano jeszcze filmu.',
      ),
      // What the encode job made of it (film-state.js), where that script is loaded.
      parts.FilmState ? h(parts.FilmState, { key: 'state', api: on.api, src: value }) : null,
      h('input', {
        key: 'input',
        id: id,
        type: 'file',
        accept: 'video/*',
        hidden: true,
        // The field's own label (Sveltia's heading, `<forID>-label`) names the file input.
        'aria-labelledby': id + '-label',
        ref: on.ref,
        onChange: on.chosen,
      }),
      h('div', { key: 'actions', className: 'actions' }, [
        h(
          'button',
          {
            key: 'device',
            type: 'button',
            className: 'primary',
            disabled: busy,
            'aria-describedby': id + '-current',
            onClick: on.choose,
          },
          typeset('Wybierz film z urządzenia'),
        ),
        h(
          'button',
          {
            key: 'list',
            type: 'button',
            disabled: busy,
            'aria-expanded': Boolean(s.masters),
            'aria-controls': id + '-masters',
            onClick: on.toggleList,
          },
          typeset('Wybierz z przesłanych'),
        ),
      ]),
    ];
    // The bar stays at 100% once done, until the next choice.
    if (busy || s.phase === 'done') children.push(parts.progressView(s, id, busy, on.stop));
    if (!busy) {
      // An upload this browser left unfinished (a reload, a lost connection): say how to resume it.
      film.saved().forEach((r) => {
        children.push(
          h(
            'p',
            { key: 'unfinished-' + r.key, className: 'warning' },
            typeset(
              'Przesyłanie filmu „' +
                r.name +
                '” (' +
                size(r.size) +
                ') nie zostało dokończone. Wybierz ten sam plik jeszcze raz, a przesyłanie wznowi się od miejsca przerwania.',
            ),
          ),
        );
      });
    }
    if (s.error)
      children.push(h('p', { key: 'error', className: 'error', role: 'alert' }, s.error));
    if (s.masters) children.push(parts.mastersView(s, id, value, on.pick));
    // One polite region: hidden while the bar shows the progress (it announces every tenth),
    // shown for the outcome („jest przesłany”, „przerwane”, „Wybrano film…”).
    children.push(
      h(
        'p',
        { key: 'live', className: busy ? 'sr' : 'notice', role: 'status', 'aria-live': 'polite' },
        s.announced,
      ),
    );
    return h('div', { className: 'film-master' }, children);
  }

  parts.fieldView = fieldView;
})();
