// The film's master field („Plik filmu”) when the build uploads masters to
// the films' bucket (cms/editor-config.ts gives the field `widget:
// film-master` and `films_api`): a file from the studio's phone or computer
// goes to the bucket in parts (film-upload.ts), or a master already there is
// picked from a list; the field keeps the master's address (`src`). Drawn by
// Sveltia CMS with its React (`createClass`); this file holds the field's
// state and its handlers (those of an upload: film-field-upload.ts),
// film-field-view.ts draws it from that state.
import type { ChangeEvent } from 'react';

import { FILM_WIDGET, FILMS_API, type MasterListing } from '@/lib/film-uploads';
import { typeset } from '@/lib/typography';

import type { EditorApi } from './editor-api';
import { fileName, IDLE, type FieldState } from './film-field-parts';
import { addStyle } from './film-field-style';
import { mastersOf, startUpload, stopUpload, withSize, type FilmMaster } from './film-field-upload';
import { fieldView } from './film-field-view';
import { filmStateLine } from './film-state';
import { LEFT } from './film-upload';

/** Registers the widget `film-master` with the editor. */
export function registerFilmField(editor: EditorApi): void {
  const { createClass, h } = editor;
  const FilmState = filmStateLine(editor);
  const FilmMaster = createClass<FilmMaster>({
    getInitialState: (): FieldState => IDLE,
    componentDidMount(this: FilmMaster) {
      addStyle();
      this.showSize();
    },
    componentWillUnmount(this: FilmMaster) {
      // Another entry opened: the upload stops, but the same file resumes it.
      this.controller?.abort(LEFT);
      this.stopGuard();
    },
    api(this: FilmMaster) {
      const api = this.props.field.get('films_api');
      return typeof api === 'string' && api ? api : FILMS_API;
    },
    showSize(this: FilmMaster) {
      if (!this.props.value) return;
      mastersOf(this.api()).then(
        (list) => this.setState({ sizeOf: Object.fromEntries(list.map((m) => [m.src, m.size])) }),
        () => {},
      );
    },
    stopGuard(this: FilmMaster) {
      this.release?.();
      this.release = null;
    },
    choose(this: FilmMaster) {
      if (!this.input) return;
      this.input.value = '';
      this.input.click();
    },
    chosen(this: FilmMaster, event: ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0];
      if (file) startUpload(this, file);
    },
    stop(this: FilmMaster) {
      stopUpload(this);
    },
    toggleList(this: FilmMaster) {
      if (this.state.masters) return this.setState({ masters: null });
      this.setState({ masters: 'loading', error: '' });
      mastersOf(this.api(), true).then(
        (list) => this.setState({ masters: list }),
        (error: unknown) =>
          this.setState({
            masters: null,
            error: typeset(error instanceof Error ? error.message : String(error)),
          }),
      );
    },
    pick(this: FilmMaster, master: MasterListing) {
      this.setState({
        phase: 'idle',
        masters: null,
        sizeOf: withSize(this.state.sizeOf, master.src, master.size),
        announced: typeset(
          `Wybrano film „${fileName(master.src)}”. Zapisz wpis, żeby go zachować.`,
        ),
      });
      this.props.onChange(master.src);
    },
    render(this: FilmMaster) {
      return fieldView(h, this.state, this.props.value, this.props.forID || 'film-master', {
        api: this.api(),
        FilmState,
        // createClass binds its methods to the component.
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
  editor.CMS.registerWidget(FILM_WIDGET, FilmMaster);
}
