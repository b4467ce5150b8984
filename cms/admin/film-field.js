// The film's master field („Plik filmu”) when the build uploads masters to
// the films' bucket (cms/editor-config.ts gives the field `widget:
// film-master` and `films_api`): a file from the studio's phone or computer
// goes to the bucket in parts (film-upload.js, film-service.js), or a master already there is
// picked from a list; the field keeps the master's address (`src`). Drawn by
// Sveltia CMS with React (its `createClass`); this file holds the field's
// state, film-field-view.js draws it from that state.
/* global CMS, createClass */
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  var ready = film && film.upload && film.field && film.field.fieldView && film.field.addStyle;
  if (typeof CMS === 'undefined' || !ready) return;

  var parts = film.field;
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
      return parts.fieldView(this.state, this.props.value, this.props.forID || 'film-master', {
        api: this.api(),
        ref: (el) => {
          this.input = el;
        },
        choose: this.choose,
        chosen: this.chosen,
        toggleList: this.toggleList,
        stop: this.stop,
        pick: this.pick,
      });
    },
  });

  CMS.registerWidget('film-master', FilmMaster);
})();
