// The film field („Plik filmu”) as React elements (Sveltia's `h`), drawn
// from the field's state: the current master, the two buttons, the progress,
// the uploads left unfinished, the error, the masters' list and the polite
// region. film-field.ts holds the state and the handlers; the pieces this
// uses (sizes, progress, list) are in film-field-parts.ts. Kept apart so the
// field's behaviour and its markup are each read in one place.
import type { ChangeEvent, ComponentType, ReactNode } from 'react';

import type { MasterListing } from '@/lib/film-uploads';
import { typeset } from '@/lib/typography';

import {
  fileName,
  mastersView,
  progressView,
  size,
  type FieldState,
  type H,
} from './film-field-parts';
import { saved } from './film-resume';
import type { FilmStateProps } from './film-state';

/** The field's handlers, the Worker's films API (for the film's state) and the state's line. */
export interface FieldHandlers {
  readonly api: string;
  readonly FilmState: ComponentType<FilmStateProps>;
  readonly ref: (el: HTMLInputElement | null) => void;
  readonly choose: () => void;
  readonly chosen: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly toggleList: () => void;
  readonly stop: () => void;
  readonly pick: (master: MasterListing) => void;
}

/**
 * The whole field, from its state.
 * @param value the master's address, the field's value
 * @param id the file input's id (Sveltia's forID), the base of the others' ids
 */
export function fieldView(
  h: H,
  s: FieldState,
  value: string | undefined,
  id: string,
  on: FieldHandlers,
) {
  const busy = s.phase === 'uploading';
  const known = value ? s.sizeOf[value] : undefined;
  const children: ReactNode[] = [
    h(
      'p',
      { key: 'current', id: `${id}-current` },
      value
        ? ['Plik: ', h('strong', { key: 'n' }, fileName(value)), known ? ` (${size(known)})` : '']
        : 'Nie wybrano jeszcze filmu.',
    ),
    // What the encode job made of it (film-state.ts).
    h(on.FilmState, { key: 'state', api: on.api, src: value }),
    h('input', {
      key: 'input',
      id,
      type: 'file',
      accept: 'video/*',
      hidden: true,
      // The field's own label (Sveltia's heading, `<forID>-label`) names the file input.
      'aria-labelledby': `${id}-label`,
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
          'aria-describedby': `${id}-current`,
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
          'aria-controls': `${id}-masters`,
          onClick: on.toggleList,
        },
        typeset('Wybierz z przesłanych'),
      ),
    ]),
  ];
  // The bar stays at 100% once done, until the next choice.
  if (busy || s.phase === 'done') children.push(progressView(h, s, id, busy, on.stop));
  if (!busy) {
    // An upload this browser left unfinished (a reload, a lost connection): say how to resume it.
    for (const r of saved()) {
      children.push(
        h(
          'p',
          { key: `unfinished-${r.key}`, className: 'warning' },
          typeset(
            `Przesyłanie filmu „${r.name}” (${size(r.size)}) nie zostało dokończone. Wybierz ten sam plik jeszcze raz, a przesyłanie wznowi się od miejsca przerwania.`,
          ),
        ),
      );
    }
  }
  if (s.error) children.push(h('p', { key: 'error', className: 'error', role: 'alert' }, s.error));
  if (s.masters) children.push(mastersView(h, s, id, value, on.pick));
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
