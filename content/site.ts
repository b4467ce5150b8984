import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, imageSize, readDataFile } from './load';
import type { Locale } from './locale';
import { siteSchema } from './schema';
import { readTranslation } from './translation';

const siteFile = () => path.join(contentDir(), 'site.json');

/** content/site.json in English (content/translation.ts): its data when complete, else why not. */
export const siteTranslation = cache(() => readTranslation(siteFile(), siteSchema));

/** In English the English data, or the Polish where the English is not complete (a 404 page only). */
const readSite = cache((locale: Locale) => {
  const polish = readDataFile(siteFile(), siteSchema);
  return locale === 'en' ? (siteTranslation().data ?? polish) : polish;
});

/**
 * What search engines, link previews and the installed app say about the site
 * as a whole (content/site.json): the home page's title and description are
 * every other page's default too.
 */
export function getSiteMeta(locale: Locale = 'pl') {
  const { name, title, description, themeColor } = readSite(locale);
  return { name, title, description, themeColor };
}

/** Used when a service page has no media of its own. */
export function getFallbackPhoto(locale: Locale = 'pl') {
  const { src, alt } = readSite(locale).fallbackPhoto;
  return { url: src, alt, ...imageSize(src) };
}
