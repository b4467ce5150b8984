import type { ComponentType, createElement, ReactElement } from 'react';

/**
 * The part of Sveltia CMS's public API (its types/public.d.ts) that our
 * scripts use. Its bundle defines it as globals of the page (window.CMS,
 * createClass, h: Decap's API) and brings its own React, which a component
 * of ours must render with; its npm package, which carries the types, is
 * not installed (cms/editor/vendor.json says why).
 */

/** An Immutable.js value as the editor hands it over: `.toJS()` gives plain data. */
export interface Immutable {
  get(key: string): unknown;
  toJS?(): unknown;
}

export interface PreviewTemplateProps {
  /** The entry, an Immutable Map; its `data` is what the form holds. */
  readonly entry: Immutable;
  /** An upload's URL by its path, also before it is saved (a blob: URL). */
  readonly getAsset: (path: string) => { toString(): string } | undefined;
  /** The preview pane's own window (a blob: document framed by the editor). */
  readonly window?: Window;
}

export interface EditorCms {
  registerPreviewTemplate(name: string, component: ComponentType<PreviewTemplateProps>): void;
  /** A field's widget; `Props` are what the editor gives its control (field, value, onChange…). */
  registerWidget<Props>(
    name: string,
    control: ComponentType<Props>,
    preview?: ComponentType<Props>,
    schema?: object,
  ): void;
}

/**
 * React's createClass as Decap's API offers it, methods bound to the
 * component. `Self` is the component as its methods see it (`this`): its
 * props and state, and whatever else it keeps on itself.
 */
export type CreateClass = <Self extends ClassInstance<object, object>>(
  spec: ThisType<Self> & { render(): ReactElement | null } & Record<string, unknown>,
) => ComponentType<Self['props']>;

export interface ClassInstance<Props extends object, State extends object> {
  readonly props: Readonly<Props>;
  readonly state: Readonly<State>;
  setState(update: Partial<State>): void;
}

export interface EditorApi {
  readonly CMS: EditorCms;
  readonly createClass: CreateClass;
  readonly h: typeof createElement;
}

/** The editor's API, or null where its bundle did not run (an old browser, a failed load). */
export function editorApi(): EditorApi | null {
  const page = window as unknown as Partial<EditorApi>;
  const { CMS, createClass, h } = page;
  return CMS && createClass && h ? { CMS, createClass, h } : null;
}
