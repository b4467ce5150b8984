// The film's master field („Plik filmu”) when the build uploads masters to
// the films' bucket (cms/editor-config.ts gives the field `widget:
// film-master` and `films_api`): a file from the studio's phone or computer
// goes to the bucket in parts (film-upload.js), or a master already there is
// picked from a list; the field keeps the master's address (`src`). Drawn by
// Sveltia CMS with React (its `h` and `createClass`).
/* global CMS, createClass, h */
(function () {
  'use strict';

  var engine = window.swiatlocienFilmUpload;
  if (typeof CMS === 'undefined' || !engine) return;

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

  /** Polish line-breaking, as lib/typography.ts does for the site: „w”, „z”, „i” stay with the next word. */
  function typeset(text) {
    return text.replace(/(?<![\p{L}\p{N}.\-–@/'’])(\p{L})[ ]+(?=\S)/gu, '$1\u00a0');
  }

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

  // The bucket's list, asked once per page for every field that shows a size.
  var listing = null;
  function mastersOf(api, fresh) {
    if (!listing || fresh) listing = engine.masters(api);
    return listing;
  }

  // Sveltia's own theme variables, so the field looks like its neighbours (light and dark).
  var STYLE =
    '.film-master{display:grid;gap:12px;padding:4px 0}' +
    '.film-master p{margin:0}' +
    '.film-master .actions{display:flex;flex-wrap:wrap;gap:8px}' +
    '.film-master button{min-height:44px;padding:8px 16px;border-radius:var(--sui-control-medium-border-radius,6px);' +
    'border:1px solid var(--sui-secondary-border-color,currentColor);background:transparent;color:inherit;' +
    'font:inherit;cursor:pointer;touch-action:manipulation}' +
    '.film-master button.primary{background:var(--sui-primary-accent-color,#1d4ed8);' +
    'border-color:var(--sui-primary-accent-color,#1d4ed8);color:var(--sui-primary-accent-color-inverted,#fff)}' +
    '.film-master button:disabled{opacity:.5;cursor:default}' +
    '.film-master button:focus-visible{outline:var(--sui-focus-ring-width,2px) solid ' +
    'var(--sui-focus-ring-color,#60a5fa);outline-offset:2px}' +
    '.film-master progress{appearance:none;width:100%;height:16px;border:0;border-radius:8px;overflow:hidden;' +
    'background:var(--sui-secondary-border-color,#ccc)}' +
    '.film-master progress::-webkit-progress-bar{background:var(--sui-secondary-border-color,#ccc)}' +
    '.film-master progress::-webkit-progress-value{background:var(--sui-primary-accent-color,#1d4ed8)}' +
    '.film-master progress::-moz-progress-bar{background:var(--sui-primary-accent-color,#1d4ed8)}' +
    '.film-master .notice{font-weight:600}' +
    '.film-master .warning{padding:8px 12px;border-left:4px solid hsl(var(--sui-warning-color-hue,35) 80% 45%);' +
    'background:hsl(var(--sui-warning-color-hue,35) 80% 50% / .12)}' +
    '.film-master .error{padding:8px 12px;border-left:4px solid var(--sui-error-border-color,#dc2626);' +
    'background:var(--sui-error-background-color,rgba(220,38,38,.12));color:var(--sui-error-foreground-color,inherit)}' +
    '.film-master ul{list-style:none;margin:0;padding:0;display:grid;gap:6px;max-height:320px;overflow:auto}' +
    '.film-master li button{width:100%;text-align:left}' +
    '.film-master .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

  function addStyle() {
    if (document.getElementById('film-master-style')) return;
    var style = document.createElement('style');
    style.id = 'film-master-style';
    style.textContent = STYLE;
    document.head.append(style);
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

  var FilmMaster = createClass({
    getInitialState: function () {
      return {
        phase: 'idle',
        loaded: 0,
        total: 0,
        announced: '',
        error: '',
        masters: null,
        sizeOf: {},
      };
    },
    componentDidMount: function () {
      addStyle();
      this.showSize();
    },
    componentWillUnmount: function () {
      if (this.controller) this.controller.abort();
      this.stopGuard();
    },
    api: function () {
      return this.props.field.get('films_api') || '/oauth/films';
    },
    showSize: function () {
      if (!this.props.value) return;
      mastersOf(this.api()).then(
        (list) => {
          var sizes = {};
          list.forEach((m) => {
            sizes[m.src] = m.size;
          });
          this.setState({ sizeOf: sizes });
        },
        () => {},
      );
    },
    stopGuard: function () {
      window.removeEventListener('beforeunload', warnBeforeLeaving);
      if (this.release) this.release();
      this.release = null;
    },
    choose: function () {
      this.input.value = '';
      this.input.click();
    },
    chosen: function (event) {
      var file = event.target.files && event.target.files[0];
      if (file) this.start(file);
    },
    start: function (file) {
      var controller = new AbortController();
      this.controller = controller;
      this.file = file;
      this.setState({
        phase: 'uploading',
        name: file.name,
        loaded: 0,
        total: file.size,
        resumed: 0,
        error: '',
        masters: null,
        announced: typeset('Przesyłanie filmu „' + file.name + '” rozpoczęte.'),
        step: 0,
      });
      window.addEventListener('beforeunload', warnBeforeLeaving);
      this.release = keepAwake();
      engine
        .upload({
          api: this.api(),
          file: file,
          signal: controller.signal,
          onResume: (loaded) => {
            this.setState({ resumed: loaded });
          },
          onProgress: (loaded, total) => {
            // Announced every tenth, not at every byte.
            var step = Math.floor((loaded / total) * 10);
            var next = { loaded: loaded, total: total };
            if (step > this.state.step) {
              next.step = step;
              next.announced = 'Przesłano ' + percent.format(step / 10) + ' filmu.';
            }
            this.setState(next);
          },
        })
        .then(
          (done) => {
            this.stopGuard();
            listing = null;
            var sizes = Object.assign({}, this.state.sizeOf);
            sizes[done.src] = done.size;
            this.setState({
              phase: 'done',
              sizeOf: sizes,
              announced: typeset(
                'Film „' + file.name + '” jest przesłany. Zapisz wpis, żeby go zachować.',
              ),
            });
            this.props.onChange(done.src);
          },
          (error) => {
            this.stopGuard();
            if (controller.signal.aborted) return;
            this.setState({ phase: 'idle', error: typeset(error.message), announced: '' });
          },
        );
    },
    stop: function () {
      var file = this.file;
      if (this.controller) this.controller.abort();
      this.stopGuard();
      this.setState({
        phase: 'idle',
        error: '',
        announced: typeset('Przesyłanie przerwane. Pole ma nadal poprzedni film.'),
      });
      if (file) engine.abort(this.api(), file);
    },
    toggleList: function () {
      if (this.state.masters) return this.setState({ masters: null });
      this.setState({ masters: 'loading', error: '' });
      mastersOf(this.api(), true).then(
        (list) => {
          this.setState({ masters: list });
        },
        (error) => {
          this.setState({ masters: null, error: typeset(error.message) });
        },
      );
    },
    pick: function (master) {
      var sizes = Object.assign({}, this.state.sizeOf);
      sizes[master.src] = master.size;
      this.setState({
        phase: 'idle',
        masters: null,
        sizeOf: sizes,
        announced: typeset(
          'Wybrano film „' + fileName(master.src) + '”. Zapisz wpis, żeby go zachować.',
        ),
      });
      this.props.onChange(master.src);
    },
    render: function () {
      var s = this.state;
      var value = this.props.value;
      var id = this.props.forID || 'film-master';
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
        h('input', {
          key: 'input',
          id: id,
          type: 'file',
          accept: 'video/*',
          hidden: true,
          // The field's own label (Sveltia's heading, `<forID>-label`) names the file input.
          'aria-labelledby': id + '-label',
          ref: (el) => {
            this.input = el;
          },
          onChange: this.chosen,
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
              onClick: this.choose,
            },
            'Wybierz film z urządzenia',
          ),
          h(
            'button',
            {
              key: 'list',
              type: 'button',
              disabled: busy,
              'aria-expanded': Boolean(s.masters),
              'aria-controls': id + '-masters',
              onClick: this.toggleList,
            },
            'Wybierz z przesłanych',
          ),
        ]),
      ];
      // The bar stays at 100% once done, until the next choice.
      if (busy || s.phase === 'done') children.push(this.renderProgress(id, busy));
      if (!busy) {
        // An upload this browser left unfinished (a reload, a lost connection): say how to resume it.
        engine.unfinished().forEach((r) => {
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
      if (s.masters) children.push(this.renderList(id));
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
    },
    renderProgress: function (id, busy) {
      var s = this.state;
      var text = 'Przesłano ' + size(s.loaded) + ' z ' + size(s.total);
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
            h('button', { key: 'b', type: 'button', onClick: this.stop }, 'Przerwij'),
          ]),
      ]);
    },
    renderList: function (id) {
      var s = this.state;
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
                  'aria-current': m.src === this.props.value ? 'true' : undefined,
                  onClick: () => {
                    this.pick(m);
                  },
                },
                fileName(m.src || m.key) + ' (' + size(m.size) + when + ')',
              ),
            );
          }),
        );
      return h('div', { key: 'masters', id: id + '-masters' }, body);
    },
  });

  CMS.registerWidget('film-master', FilmMaster);
})();
