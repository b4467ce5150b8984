import { serviceKinds, type ServiceKind } from '@/content/kinds';
import type { FileFolder } from '@/content/schema';
import { PREVIEW_MESSAGE, PREVIEW_READY } from '@/lib/preview-entry';
import { overBase } from '@/lib/preview-over-base';

import type { ClassInstance, EditorApi, PreviewTemplateProps } from './editor-api';

/**
 * The editor's preview pane: the service page itself. The pane frames the
 * site's /podglad page, which renders the entry with the page's own
 * components, CSS and fonts (components/preview/service-preview.tsx), and
 * this template posts it the entry on every change.
 */
const PAGE = '/podglad';

type Entry = Record<string, unknown>;

const plain = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'toJS' in value && typeof value.toJS === 'function'
    ? value.toJS()
    : value;

/**
 * Uploads not yet saved live in the editor only (blob: URLs): every media
 * path resolved through the editor, so the page shows what the studio sees.
 */
function withAssets(data: Entry, getAsset: PreviewTemplateProps['getAsset']): Entry {
  const url = (path: string) => (path ? (getAsset(path)?.toString() ?? path) : path);
  const media = (list: unknown, keys: readonly string[]) =>
    Array.isArray(list)
      ? list.map((item: Entry) => {
          const copy = { ...item };
          for (const key of keys) {
            const value = copy[key];
            if (typeof value === 'string') copy[key] = url(value);
          }
          return copy;
        })
      : list;
  return {
    ...data,
    photos: media(data.photos, ['src']),
    videos: media(data.videos, ['src', 'poster']),
  };
}

/**
 * The Polish side of an entry drawn in another language: the editor gives the
 * other sides as `i18n` ({ pl: { data } }, with their unsaved edits).
 */
function polishOf(i18n: unknown): unknown {
  if (typeof i18n !== 'object' || i18n === null || !('pl' in i18n)) return undefined;
  const { pl } = i18n;
  return typeof pl === 'object' && pl !== null && 'data' in pl ? pl.data : undefined;
}

interface PreviewPane extends ClassInstance<PreviewTemplateProps, object> {
  frame: HTMLIFrameElement | null;
  host: Window;
  onMessage: (event: MessageEvent) => void;
  send(): void;
  setFrame(element: HTMLIFrameElement | null): void;
}

function servicePreview({ createClass, h }: EditorApi, kind: ServiceKind) {
  return createClass<PreviewPane>({
    componentDidMount(this: PreviewPane) {
      this.onMessage = (event) => {
        const data: unknown = event.data;
        if (
          event.origin === window.location.origin &&
          typeof data === 'object' &&
          data !== null &&
          'type' in data &&
          data.type === PREVIEW_READY &&
          event.source === this.frame?.contentWindow
        ) {
          this.send();
        }
      };
      // /podglad says it is ready to the window around it: Sveltia draws the
      // template into a blob: document of its own, framed by the editor
      // (hence frame-src blob: in /admin's CSP), and passes that window.
      this.host = this.props.window ?? window;
      this.host.addEventListener('message', this.onMessage);
      this.send();
    },
    componentDidUpdate(this: PreviewPane) {
      this.send();
    },
    componentWillUnmount(this: PreviewPane) {
      this.host.removeEventListener('message', this.onMessage);
    },
    send(this: PreviewPane) {
      const target = this.frame?.contentWindow;
      if (!target) return;
      const { entry } = this.props;
      // The pane draws the side chosen above the form; where Polish is among
      // the other sides, this is the English one, drawn over the Polish.
      const polish = polishOf(plain(entry.get('i18n')));
      const locale = polish === undefined ? 'pl' : 'en';
      let data = plain(entry.get('data'));
      if (locale === 'en') data = overBase(polish, data);
      const record = typeof data === 'object' && data !== null ? (data as Entry) : {};
      target.postMessage(
        { type: PREVIEW_MESSAGE, kind, locale, entry: withAssets(record, this.props.getAsset) },
        window.location.origin,
      );
    },
    setFrame(this: PreviewPane, element: HTMLIFrameElement | null) {
      this.frame = element;
    },
    render(this: PreviewPane) {
      return h('iframe', {
        src: window.location.origin + PAGE,
        title: 'Podgląd strony usługi',
        // createClass binds its methods to the component.
        ref: this.setFrame,
        // The pane's whole height: the page scrolls inside the frame.
        style: { display: 'block', width: '100%', height: '100vh', border: 0 },
      });
    },
  });
}

/** The preview of each service collection (content/schema names them). */
export function registerPreview(api: EditorApi) {
  for (const { kind } of serviceKinds) {
    const collection: FileFolder['name'] = `services-${kind}`;
    api.CMS.registerPreviewTemplate(collection, servicePreview(api, kind));
  }
}
