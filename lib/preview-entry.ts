import { serviceKinds, type ServiceKind } from '@/content/kinds';
import type { Locale } from '@/content/locale';
import type { Section, SectionBlockData, ServiceText } from '@/content/types';

import {
  galleryOf,
  heroOf,
  withDefaultPoster,
  type HeroMedia,
  type MediaItem,
  type PhotoItem,
  type VideoItem,
} from './media-rules';

/**
 * The editor's preview (docs/cms.md): the /podglad page renders a service
 * from the entry the editor is editing, which the editor's preview template
 * (cms/admin/preview.ts) posts to it.
 */
export const PREVIEW_MESSAGE = 'podglad:wpis';
/** Sent by /podglad to the frame around it once it listens, so the editor sends the entry. */
export const PREVIEW_READY = 'podglad:gotowy';

export interface PreviewMessage {
  readonly kind: ServiceKind;
  /** The side of the entry the studio is editing: its English one is drawn as the English page. */
  readonly locale: Locale;
  /** The entry's data as the editor holds it, its media paths already resolved to URLs. */
  readonly entry: unknown;
}

export interface PreviewService {
  readonly service: ServiceText;
  readonly hero: HeroMedia;
  readonly gallery: readonly MediaItem[];
}

type Loose = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const records = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isRecord) : []);
/** The non-blank strings of a list: an item just added and not yet written shows nothing. */
const lines = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((line) => line.trim() !== '') : [];

/** A message from the editor, or null for anything else that reaches the page. */
export function readPreviewMessage(data: unknown): PreviewMessage | null {
  if (!isRecord(data) || data.type !== PREVIEW_MESSAGE) return null;
  const kind = serviceKinds.find((k) => k.kind === data.kind)?.kind;
  return kind ? { kind, locale: data.locale === 'en' ? 'en' : 'pl', entry: data.entry } : null;
}

function block(data: Loose): SectionBlockData | null {
  switch (data.type) {
    case 'lead':
    case 'paragraph': {
      const value = text(data.text);
      return value.trim() ? { type: data.type, text: value } : null;
    }
    case 'bullets':
    case 'steps': {
      const items = lines(data.items);
      return items.length > 0 ? { type: data.type, items } : null;
    }
    default:
      return null;
  }
}

function section(data: Loose): Section {
  const blocks = records(data.blocks)
    .map(block)
    .filter((b) => b !== null);
  return { title: text(data.title), blocks };
}

function photo(data: Loose): PhotoItem | null {
  const url = text(data.src);
  return url ? { type: 'photo', url, alt: text(data.alt) } : null;
}

function video(data: Loose): VideoItem | null {
  const url = text(data.src);
  if (!url) return null;
  const poster = text(data.poster);
  return {
    type: 'video',
    url,
    poster: poster ? { url: poster } : undefined,
    label: text(data.alt),
  };
}

/**
 * The service the page would show for an entry the editor holds. Lenient on
 * purpose: while the studio types, the entry is unfinished (an empty
 * headline, a list item not yet written), and the preview shows what there
 * is; the editor's own validation stops an invalid save (docs/cms.md).
 */
export function previewService(message: PreviewMessage, fallback: PhotoItem): PreviewService {
  const entry = isRecord(message.entry) ? message.entry : {};
  const menu = isRecord(entry.menu) ? entry.menu : {};
  const photos = records(entry.photos)
    .map(photo)
    .filter((p) => p !== null);
  const videos = withDefaultPoster(
    records(entry.videos)
      .map(video)
      .filter((v) => v !== null),
    photos,
  );
  return {
    service: {
      kind: message.kind,
      ...(message.locale === 'en' ? { locale: 'en' as const } : {}),
      menu: {
        label: text(menu.label),
        slogan: text(menu.slogan),
        order: typeof menu.order === 'number' ? menu.order : 1,
      },
      headline: text(entry.headline),
      intro: lines(entry.intro),
      sections: records(entry.sections).map(section),
    },
    hero: heroOf(photos, videos, fallback),
    gallery: galleryOf(photos, videos),
  };
}
