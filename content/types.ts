/**
 * The shapes of the content registry. Every page, menu, card, sitemap entry and
 * test is derived from data of these types; nothing is listed twice.
 */

/** Photo services live under /fotografia, film services under /film. */
export type ServiceKind = 'foto' | 'film';

/**
 * A photo: a local path under public/ (e.g. '/media/photos/07.jpg') or an
 * absolute URL (the studio's file-sharing host or image CDN), used as it is.
 * The object form carries the alt text and the intrinsic size when known.
 */
export type PhotoEntry =
  | string
  | {
      readonly url: string;
      readonly alt: string;
      readonly width?: number;
      readonly height?: number;
    };

/** A video: a URL string or an object with a url field (and optionally its poster and phone rendition). */
export type VideoEntry =
  | string
  | {
      readonly url: string;
      /** A lighter rendition for phones (e.g. 960x540), played instead of `url` there. */
      readonly phoneUrl?: string;
      /** A still shown before the video plays; defaults to the page's first photo. */
      readonly poster?: string;
      readonly title?: string;
    };

/**
 * A section of a service page. Bullet lines may start with a bullet mark and a
 * tab ("•\tText"), which the page removes; numbered steps ("1. Text") are kept
 * as written and rendered as an ordered list.
 */
export interface Section {
  readonly title: string;
  readonly intro?: string;
  readonly paragraphs?: readonly string[];
  readonly points?: readonly string[];
}

export interface MenuEntry {
  /** The label in the Fotografia / Film menus, e.g. 'Przemysłowa'. */
  readonly label: string;
  /** A short slogan shown under the label in the menu. */
  readonly slogan: string;
}

export interface Service {
  /** The route parameter (/fotografia/{id}); existing ids stay as they are, links depend on them. */
  readonly id: string;
  readonly kind: ServiceKind;
  readonly menu: MenuEntry;
  /** The page's h1. */
  readonly headline: string;
  /** One sentence (at most 155 characters): meta description and grid-card text. */
  readonly summary: string;
  /** 2-3 intro paragraphs. */
  readonly intro: readonly string[];
  readonly photos?: readonly PhotoEntry[];
  readonly videos?: readonly VideoEntry[];
  /** 4 or 5 sections: why it is worth it, who it is for, how it goes, the result. */
  readonly sections: readonly Section[];
}
