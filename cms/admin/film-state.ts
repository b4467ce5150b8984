// The film's state under its master field: what the films' encode job made
// of the master (worker/films/states.ts, GET …/states?src=…): „W
// przygotowaniu”, „Gotowy”, or the error and what to do, in Polish. Asked
// when the field shows a master and again every 30 s while the film is
// still in preparation, so a phone left open on the entry sees it finish.
// film-field-view.ts draws it with the field's value.
import type { FilmStateAnswer, FilmStateName } from '@/lib/film-uploads';
import { typeset } from '@/lib/typography';

import type { ClassInstance, EditorApi } from './editor-api';
import { filmState } from './film-service';

const POLL_MS = 30_000;

const TEXT: Record<Exclude<FilmStateName, 'error'>, string> = {
  waiting:
    'W przygotowaniu. Wersje filmu do odtwarzania strona zacznie przygotowywać po opublikowaniu wpisu („Opublikuj”); do tego czasu strona pokazuje ten wpis z poprzednim filmem albo bez filmu.',
  preparing:
    'W przygotowaniu. Strona przygotowuje wersje filmu do odtwarzania; długi film w 4K może to potrwać kilka godzin. Gdy będą gotowe, film sam pojawi się na stronie: nie musisz czekać z otwartym edytorem.',
  ready:
    'Gotowy. Wersje do odtwarzania są przygotowane: film jest na stronie albo pojawi się na niej w ciągu kilku minut.',
};

export interface FilmStateProps {
  /** The Worker's films API, e.g. '/oauth/films'. */
  readonly api: string;
  /** The master's address, the field's value. */
  readonly src: string | undefined;
}

interface FilmStateLine extends ClassInstance<FilmStateProps, { answer: FilmStateAnswer | null }> {
  timer?: ReturnType<typeof setTimeout>;
  gone?: boolean;
  check(): void;
}

/** The line's component, made with the editor's React (its createClass). */
export function filmStateLine({ createClass, h }: EditorApi) {
  return createClass<FilmStateLine>({
    getInitialState() {
      return { answer: null };
    },
    componentDidMount(this: FilmStateLine) {
      this.check();
    },
    componentDidUpdate(this: FilmStateLine, previous: FilmStateProps) {
      if (previous.src === this.props.src) return;
      clearTimeout(this.timer);
      this.setState({ answer: null });
      this.check();
    },
    componentWillUnmount(this: FilmStateLine) {
      clearTimeout(this.timer);
      this.gone = true;
    },
    check(this: FilmStateLine) {
      const { src } = this.props;
      if (!src) return;
      const again = () => {
        if (!this.gone) this.timer = setTimeout(() => this.check(), POLL_MS);
      };
      filmState(this.props.api, src).then(
        (answer) => {
          if (this.gone || src !== this.props.src) return;
          this.setState({ answer });
          if (answer && answer.state !== 'ready' && answer.state !== 'error') again();
        },
        // Signed out or offline for a moment: the field's own errors say so; ask again later.
        again,
      );
    },
    render(this: FilmStateLine) {
      const { answer } = this.state;
      if (!this.props.src || !answer) return null;
      const text =
        answer.state === 'error'
          ? `Błąd. ${answer.message || 'Tego filmu nie udało się przygotować.'}`
          : (TEXT[answer.state] ?? TEXT.waiting);
      return h(
        'p',
        { className: answer.state === 'error' ? 'state error' : 'state', 'aria-live': 'polite' },
        typeset(`Stan filmu: ${text}`),
      );
    },
  });
}
