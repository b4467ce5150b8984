import type { z } from 'zod';

import type { ServiceKind } from './kinds';
import type {
  blockSchema,
  photoSchema,
  RealizationData,
  sectionSchema,
  ServiceData,
  videoSchema,
} from './schema';

/**
 * The shapes of the content registry, inferred from the schema
 * (content/schema): every page, menu, card, sitemap entry and test is derived
 * from data of these types; nothing is listed twice.
 */

/** A photo: a local path under public/ ('/media/photos/07.jpg') or an absolute URL, and its alt text. */
export type PhotoEntry = z.infer<typeof photoSchema>;

/** A film: its master (the films pipeline makes the renditions), optionally a poster, and its description. */
export type VideoEntry = z.infer<typeof videoSchema>;

/**
 * A section of a page: a title and its blocks (lead, paragraph, bullets,
 * steps), rendered in data order. Bullet lines may start with a bullet mark
 * and a tab ("•\tText"), which the page removes; numbered steps ("1. Text")
 * are kept as written and rendered as an ordered list.
 */
export type Section = z.infer<typeof sectionSchema>;
export type SectionBlockData = z.infer<typeof blockSchema>;

export type MenuEntry = ServiceData['menu'];

/** A service: its data file, plus the id (the file's name) and kind (its folder). */
export type Service = ServiceData & {
  /** The route parameter (/fotografia/{id}); existing ids stay as they are, links depend on them. */
  readonly id: string;
  readonly kind: ServiceKind;
  /** Set on a service's English version (content/services/index.ts, getServices('en')). */
  readonly locale?: 'en';
};

/** What a service page writes out of a service's text (its media are resolved apart). */
export type ServiceText = Pick<
  Service,
  'kind' | 'menu' | 'headline' | 'intro' | 'sections' | 'locale'
>;

/** A realization: its data file, plus its address (the file's name). */
export type Realization = RealizationData & {
  /** The Polish address's last part (/realizacje/{slug}); the English one comes from the English title. */
  readonly slug: string;
  /** Set on a realization's English version (content/realizations/index.ts, getRealizations('en')). */
  readonly locale?: 'en';
};

export type { TermsData } from './schema';
