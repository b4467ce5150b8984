import path from 'node:path';

import { contentDir, imageSize, readDataFile } from './load';
import { siteSchema } from './schema';

const { fallbackPhoto: fallback, ...meta } = readDataFile(
  path.join(contentDir(), 'site.json'),
  siteSchema,
);

/**
 * What search engines, link previews and the installed app say about the site
 * as a whole (content/site.json): the home page's title and description are
 * every other page's default too.
 */
export const siteMeta = meta;

/** Used when a service page has no media of its own. */
export const fallbackPhoto = { url: fallback.src, alt: fallback.alt, ...imageSize(fallback.src) };
