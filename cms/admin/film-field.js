// The film's master field („Plik filmu”) when the build uploads masters to
// the films' bucket (cms/editor-config.ts gives the field `widget:
// film-master` and `films_api`): a file from the studio's phone or computer
// goes to the bucket in parts (film-upload.js, film-service.js), or a master already there is
// picked from a list; the field keeps the master's address (`src`). Drawn by
// Sveltia CMS with React (its `h` and `createClass`).
/* global CMS, createClass, h */
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (typeof CMS === 'undefined' || !film || !film.upload || !film.field) return;

  var parts = film.field;
  var size = parts.size;
  var typeset = parts.typeset;
  var fileName = parts.fileName;
  var percent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0 });

  // The bucket's list, asked once per page for every field that shows a size.
  var listing = null;
  function mastersOf(api, fresh) {
    if (!listing || fresh) listing = film.masters(api);
    return listing;
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
      parts.addStyle();
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
      window.removeEventListener('beforeunload', parts.warnBeforeLeaving);
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
      window.addEventListener('beforeunload', parts.warnBeforeLeaving);
      this.release = parts.keepAwake();
      film
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
      if (file) film.abort(this.api(), file);
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
              onClick: this.toggleList,
            },
            typeset('Wybierz z przesłanych'),
          ),
        ]),
      ];
      // The bar stays at 100% once done, until the next choice.
      if (busy || s.phase === 'done') children.push(parts.progressView(s, id, busy, this.stop));
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
      if (s.masters) children.push(parts.mastersView(s, id, value, this.pick));
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
  });

  CMS.registerWidget('film-master', FilmMaster);
})();
