import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, imageSize, readDataFile } from './load';
import { siteSchema } from './schema';

const readSite = cache(() => readDataFile(path.join(contentDir(), 'site.json'), siteSchema));

/**
 * What search engines, link previews and the installed app say about the site
 * as a whole (content/site.json): the home page's title and description are
 * every other page's default too.
 */
export function getSiteMeta() {
  const { name, title, description, themeColor } = readSite();
  return { name, title, description, themeColor };
}

/** Used when a service page has no media of its own. */
export function getFallbackPhoto() {
  const { src, alt } = readSite().fallbackPhoto;
  return { url: src, alt, ...imageSize(src) };
}
