// The film's state under its master field: what the films' encode job made
// of the master (worker/films/states.ts, GET …/states?src=…): „W
// przygotowaniu”, „Gotowy”, or the error and what to do, in Polish. Asked
// when the field shows a master and again every 30 s while the film is
// still in preparation, so a phone left open on the entry sees it finish.
// Self-contained: film-field-view.js draws it with the field's value.
/* global h, createClass */
(function () {
  'use strict';

  var film = window.swiatlocienFilm;
  if (!film || !film.field || typeof createClass === 'undefined') return;

  var typeset = film.field.typeset;
  var POLL_MS = 30000;

  var TEXT = {
    waiting:
      'W przygotowaniu. Wersje filmu do odtwarzania strona zacznie przygotowywać po opublikowaniu wpisu („Opublikuj”); do tego czasu strona pokazuje ten wpis z poprzednim filmem albo bez filmu.',
    preparing:
      'W przygotowaniu. Strona przygotowuje wersje filmu do odtwarzania; długi film w 4K może to potrwać kilka godzin. Gdy będą gotowe, film sam pojawi się na stronie: nie musisz czekać z otwartym edytorem.',
    ready:
      'Gotowy. Wersje do odtwarzania są przygotowane: film jest na stronie albo pojawi się na niej w ciągu kilku minut.',
  };

  var FilmState = createClass({
    getInitialState: function () {
      return { answer: null };
    },
    componentDidMount: function () {
      this.check();
    },
    componentDidUpdate: function (previous) {
      if (previous.src === this.props.src) return;
      clearTimeout(this.timer);
      this.setState({ answer: null });
      this.check();
    },
    componentWillUnmount: function () {
      clearTimeout(this.timer);
      this.gone = true;
    },
    check: function () {
      var src = this.props.src;
      if (!src) return;
      var again = () => {
        if (!this.gone) this.timer = setTimeout(() => this.check(), POLL_MS);
      };
      film
        .service(this.props.api)('GET', '/states?src=' + encodeURIComponent(src))
        .then(
          (answer) => {
            if (this.gone || src !== this.props.src) return;
            this.setState({ answer: answer });
            if (answer && answer.state !== 'ready' && answer.state !== 'error') again();
          },
          // Signed out or offline for a moment: the field's own errors say so; ask again later.
          again,
        );
    },
    render: function () {
      var answer = this.state.answer;
      if (!this.props.src || !answer) return null;
      var error = answer.state === 'error';
      var text = error
        ? 'Błąd. ' + (answer.message || 'Tego filmu nie udało się przygotować.')
        : TEXT[answer.state] || TEXT.waiting;
      return h(
        'p',
        { className: error ? 'state error' : 'state', 'aria-live': 'polite' },
        typeset('Stan filmu: ' + text),
      );
    },
  });

  film.field.FilmState = FilmState;
})();
