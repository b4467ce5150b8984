// The film widget's pieces that hold no state (film-field.ts and
// film-field-view.ts draw the field with them): the field's state, Polish
// sizes, and the progress and the list of masters as React elements
// (Sveltia's `h`, its own React). The field's style: film-field-style.ts.
import type { MasterListing } from '@/lib/film-uploads';
import { typeset } from '@/lib/typography';

import type { EditorApi } from './editor-api';
import type { Waiting } from './film-retry';

export type H = EditorApi['h'];

/** What the field holds between renders (film-field.ts). */
export interface FieldState {
  readonly phase: 'idle' | 'uploading' | 'done';
  /** The file being uploaded, its bytes sent and all of them, and those a resume found. */
  readonly name: string;
  readonly loaded: number;
  readonly total: number;
  readonly resumed: number;
  /** The polite region's sentence, and the tenth of the upload it last announced. */
  readonly announced: string;
  readonly step: number;
  readonly error: string;
  /** A wait before the upload's next try (film-retry.ts): why, and the seconds left. */
  readonly waiting: Waiting | null;
  /** „Wybierz z przesłanych”: closed (null), loading, or the bucket's masters. */
  readonly masters: readonly MasterListing[] | 'loading' | null;
  /** Masters' sizes by their address, for „Plik: … (3,4 GB)”. */
  readonly sizeOf: Readonly<Record<string, number>>;
}

/** A field with no upload and no list open. */
export const IDLE: FieldState = {
  phase: 'idle',
  name: '',
  loaded: 0,
  total: 0,
  resumed: 0,
  announced: '',
  step: 0,
  error: '',
  waiting: null,
  masters: null,
  sizeOf: {},
};

const number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
export const percent = new Intl.NumberFormat('pl-PL', {
  style: 'percent',
  maximumFractionDigits: 0,
});
const date = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short' });

/** „3,4 GB”, „850 MB”: the sizes a phone's gallery shows. */
export function size(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(value)}\u00a0${units[unit]}`;
}

/** Why an upload waits, by the failure's status: the connection, the Worker's limit, or its trouble. */
function waitCause(status: number): string {
  if (status === 0) return 'Brak połączenia z serwerem.';
  if (status === 429) return 'Serwer przyjmuje teraz zbyt wiele żądań naraz.';
  return 'Serwer chwilowo nie odpowiada.';
}

/** The polite region's sentence when a wait begins (once, not every second). */
export const waitingNotice = (status: number) =>
  `Przesyłanie wstrzymane. ${waitCause(status)} Wznowi się samo od miejsca przerwania.`;

/** „45 s”, „1 min”, „2 min 30 s”. */
function secondsPl(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return [minutes && `${minutes}\u00a0min`, (rest || !minutes) && `${rest}\u00a0s`]
    .filter(Boolean)
    .join(' ');
}

/** The field's line while an upload waits, with the seconds left. */
export const waitingLine = ({ status, seconds }: Waiting) =>
  typeset(`${waitCause(status)} Przesyłanie wznowi się samo za ${secondsPl(seconds)}.`);

/** The file's name at the end of a master's address, unescaped. */
export function fileName(src: string | undefined): string {
  const last = (src ?? '').split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The bar, its line and „Przerwij” (while uploading), from the field's state. */
export function progressView(h: H, s: FieldState, id: string, busy: boolean, onStop: () => void) {
  const text = `Przesłano ${size(s.loaded)} z\u00a0${size(s.total)}`;
  return h('div', { key: 'progress', style: { display: 'grid', gap: '8px' } }, [
    busy &&
      h(
        'p',
        { key: 'warning', className: 'warning' },
        typeset(
          'Nie zamykaj tej karty i nie wyłączaj ekranu, dopóki film się przesyła. Jeśli przesyłanie się przerwie, wybierz ten sam plik jeszcze raz: wznowi się od miejsca przerwania.',
        ),
      ),
    h('p', { key: 'label', id: `${id}-progress-label` }, typeset(`Przesyłanie filmu „${s.name}”`)),
    h('progress', {
      key: 'bar',
      'aria-labelledby': `${id}-progress-label`,
      max: s.total || 1,
      value: s.loaded,
    }),
    h('p', { key: 'text' }, [
      text,
      ` (${percent.format(s.total ? s.loaded / s.total : 0)})`,
      s.resumed ? `, wznowiono od ${size(s.resumed)}` : '',
    ]),
    s.waiting && h('p', { key: 'waiting', className: 'warning' }, waitingLine(s.waiting)),
    busy &&
      h('div', { key: 'stop', className: 'actions' }, [
        h('button', { key: 'b', type: 'button', onClick: onStop }, 'Przerwij'),
      ]),
  ]);
}

/** „Wybierz z przesłanych”: the masters in the bucket, each a button that picks it. */
export function mastersView(
  h: H,
  s: FieldState,
  id: string,
  value: string | undefined,
  onPick: (master: MasterListing) => void,
) {
  let body;
  if (s.masters === 'loading') body = h('p', { key: 'loading' }, 'Wczytywanie listy filmów…');
  else if (!s.masters?.length)
    body = h('p', { key: 'none' }, typeset('W magazynie filmów nie ma jeszcze żadnego filmu.'));
  else
    body = h(
      'ul',
      { key: 'list', 'aria-label': 'Przesłane filmy' },
      s.masters.map((m) => {
        const when = m.lastModified ? `, ${date.format(new Date(m.lastModified))}` : '';
        return h(
          'li',
          { key: m.key },
          h(
            'button',
            {
              type: 'button',
              'aria-current': m.src === value ? 'true' : undefined,
              onClick: () => onPick(m),
            },
            `${fileName(m.src || m.key)} (${size(m.size)}${when})`,
          ),
        );
      }),
    );
  return h('div', { key: 'masters', id: `${id}-masters` }, body);
}
