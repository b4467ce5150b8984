// The film widget's pieces that hold no state (film-field.js and
// film-field-view.js draw the field with them): Polish sizes and
// line-breaking, the screen wake lock while uploading, and the progress and
// the list of masters as React elements (Sveltia's `h`). The field's style:
// film-field-style.js.
/* global h */
(function () {
  'use strict';

  var number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
  var percent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0 });
  var date = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short' });

  /** „3,4 GB”, „850 MB”: the sizes a phone's gallery shows. */
  function size(bytes) {
    var units = ['B', 'kB', 'MB', 'GB', 'TB'];
    var value = bytes;
    var unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return number.format(value) + '\u00a0' + units[unit];
  }

  // Polish line-breaking, as on the site (polish.js).
  var typeset = window.swiatlocienPolish.typeset;

  function fileName(src) {
    var last =
      String(src || '')
        .split(/[?#]/)[0]
        .split('/')
        .pop() || '';
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  }

  // Phones put a background tab to sleep: keep the screen on while a film uploads.
  function keepAwake() {
    var lock = null;
    var take = () => {
      if (document.visibilityState !== 'visible' || !navigator.wakeLock) return;
      navigator.wakeLock.request('screen').then(
        (l) => {
          lock = l;
        },
        () => {},
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return function release() {
      document.removeEventListener('visibilitychange', take);
      if (lock) lock.release().catch(() => {});
    };
  }

  function warnBeforeLeaving(event) {
    event.preventDefault();
    event.returnValue = '';
  }

  /** The bar, its line and „Przerwij” (while uploading), from the field's state. */
  function progressView(s, id, busy, onStop) {
    var text = 'Przesłano ' + size(s.loaded) + ' z\u00a0' + size(s.total);
    return h('div', { key: 'progress', style: { display: 'grid', gap: '8px' } }, [
      busy &&
        h(
          'p',
          { key: 'warning', className: 'warning' },
          typeset(
            'Nie zamykaj tej karty i nie wyłączaj ekranu, dopóki film się przesyła. Jeśli przesyłanie się przerwie, wybierz ten sam plik jeszcze raz: wznowi się od miejsca przerwania.',
          ),
        ),
      h(
        'p',
        { key: 'label', id: id + '-progress-label' },
        typeset('Przesyłanie filmu „' + s.name + '”'),
      ),
      h('progress', {
        key: 'bar',
        'aria-labelledby': id + '-progress-label',
        max: s.total || 1,
        value: s.loaded,
      }),
      h('p', { key: 'text' }, [
        text,
        ' (' + percent.format(s.total ? s.loaded / s.total : 0) + ')',
        s.resumed ? ', wznowiono od ' + size(s.resumed) : '',
      ]),
      busy &&
        h('div', { key: 'stop', className: 'actions' }, [
          h('button', { key: 'b', type: 'button', onClick: onStop }, 'Przerwij'),
        ]),
    ]);
  }

  /** „Wybierz z przesłanych”: the masters in the bucket, each a button that picks it. */
  function mastersView(s, id, value, onPick) {
    var body;
    if (s.masters === 'loading') body = h('p', { key: 'loading' }, 'Wczytywanie listy filmów…');
    else if (s.masters.length === 0)
      body = h('p', { key: 'none' }, typeset('W magazynie filmów nie ma jeszcze żadnego filmu.'));
    else
      body = h(
        'ul',
        { key: 'list', 'aria-label': 'Przesłane filmy' },
        s.masters.map((m) => {
          var when = m.lastModified ? ', ' + date.format(new Date(m.lastModified)) : '';
          return h(
            'li',
            { key: m.key },
            h(
              'button',
              {
                type: 'button',
                'aria-current': m.src === value ? 'true' : undefined,
                onClick: () => {
                  onPick(m);
                },
              },
              fileName(m.src || m.key) + ' (' + size(m.size) + when + ')',
            ),
          );
        }),
      );
    return h('div', { key: 'masters', id: id + '-masters' }, body);
  }

  window.swiatlocienFilm = Object.assign(window.swiatlocienFilm || {}, {
    field: {
      size: size,
      typeset: typeset,
      fileName: fileName,
      keepAwake: keepAwake,
      warnBeforeLeaving: warnBeforeLeaving,
      progressView: progressView,
      mastersView: mastersView,
    },
  });
})();
