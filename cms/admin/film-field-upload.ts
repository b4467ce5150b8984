// What the film field (film-field.ts) does when the studio chooses a file or
// stops its upload, and the bucket's list it shows sizes and choices from:
// the field's state through an upload (film-upload.ts), announced in Polish.
// Apart from film-field.ts, which wires the editor's component to these.
import type { ChangeEvent } from 'react';

import type { CompletedUpload, MasterListing } from '@/lib/film-uploads';
import { typeset } from '@/lib/typography';

import type { ClassInstance, Immutable } from './editor-api';
import { IDLE, percent, waitingNotice, type FieldState } from './film-field-parts';
import { guardTab } from './film-guard';
import { readShape, tooLongMessage } from './film-length';
import { masters } from './film-service';
import { upload } from './film-upload';

/** What the editor gives a widget's control. */
export interface FieldProps {
  readonly field: Immutable;
  readonly value?: string;
  readonly forID?: string;
  readonly onChange: (value: string) => void;
}

/** The field as its methods see it (`this`, createClass binding them). */
export interface FilmMaster extends ClassInstance<FieldProps, FieldState> {
  controller?: AbortController;
  input: HTMLInputElement | null;
  /** Ends the tab's guard (film-guard.ts) while an upload runs. */
  release: (() => void) | null;
  api(): string;
  showSize(): void;
  stopGuard(): void;
  chosen(event: ChangeEvent<HTMLInputElement>): void;
  choose(): void;
  stop(): void;
  toggleList(): void;
  pick(master: MasterListing): void;
}

// The bucket's list, asked once per page for every field that shows a size.
let listing: Promise<MasterListing[]> | null = null;
export function mastersOf(api: string, fresh = false) {
  if (!listing || fresh) listing = masters(api);
  return listing;
}

export const withSize = (sizes: FieldState['sizeOf'], src: string, bytes: number) => ({
  ...sizes,
  [src]: bytes,
});

function uploaded(field: FilmMaster, done: CompletedUpload, name: string) {
  field.stopGuard();
  listing = null;
  field.setState({
    phase: 'done',
    waiting: null,
    sizeOf: withSize(field.state.sizeOf, done.src, done.size),
    announced: typeset(`Film „${name}” jest przesłany. Zapisz wpis, żeby go zachować.`),
  });
  field.props.onChange(done.src);
}

/**
 * Uploads `file` into the field: its progress, then its address as the
 * field's value; first its length, refused before a byte is sent when the
 * films' encode job could not prepare a film that long (film-length.ts).
 */
export function startUpload(field: FilmMaster, file: File): void {
  const controller = new AbortController();
  field.controller = controller;
  field.setState({
    ...IDLE,
    sizeOf: field.state.sizeOf,
    phase: 'uploading',
    name: file.name,
    total: file.size,
    announced: typeset(`Przesyłanie filmu „${file.name}” rozpoczęte.`),
  });
  field.release = guardTab();
  const failed = (error: unknown) => {
    field.stopGuard();
    if (controller.signal.aborted) return;
    const message = error instanceof Error ? error.message : String(error);
    field.setState({ phase: 'idle', waiting: null, error: typeset(message), announced: '' });
  };
  readShape(file)
    .then((shape) => {
      if (controller.signal.aborted) return;
      const refusal = shape && tooLongMessage(shape);
      if (refusal) return failed(new Error(refusal));
      return upload({
        api: field.api(),
        file,
        shape,
        signal: controller.signal,
        onResume: (loaded) => field.setState({ resumed: loaded }),
        onWait: (waiting) => waited(field, waiting),
        onProgress: (loaded, total) => {
          // Announced every tenth, not at every byte.
          const step = Math.floor((loaded / total) * 10);
          if (step <= field.state.step) return field.setState({ loaded, total });
          const announced = `Przesłano ${percent.format(step / 10)} filmu.`;
          field.setState({ loaded, total, step, announced });
        },
      }).then((done) => uploaded(field, done, file.name));
    })
    .catch(failed);
}

/** A wait before the next try, each second (film-retry.ts): shown, its start and end announced. */
function waited(field: FilmMaster, waiting: FieldState['waiting']) {
  const was = field.state.waiting;
  if (!waiting)
    return field.setState({ waiting: null, announced: typeset('Przesyłanie wznowione.') });
  if (was) return field.setState({ waiting });
  field.setState({ waiting, announced: typeset(waitingNotice(waiting.status)) });
}

/** „Przerwij”: the upload ends itself for good on the abort (film-upload.ts), the field keeps its film. */
export function stopUpload(field: FilmMaster): void {
  field.controller?.abort();
  field.stopGuard();
  field.setState({
    phase: 'idle',
    error: '',
    waiting: null,
    announced: typeset('Przesyłanie przerwane. Pole ma nadal poprzedni film.'),
  });
}
