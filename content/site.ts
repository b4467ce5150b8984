import { studio } from './studio';

const name = `${studio.name} – studio fotografii i filmu`;

/**
 * What search engines, link previews and the installed app say about the site
 * as a whole: the home page's title and description are every other page's
 * default too.
 */
export const siteMeta = {
  /** The web app manifest's name. */
  name,
  title: `${name}, ${studio.city}`,
  description:
    'Krakowskie studio fotografii i filmu: zdjęcia wizerunkowe, produktowe, przemysłowe i ślubne, filmy reklamowe, eventowe i wizerunkowe w całej Polsce.',
  /** The browser's bar and the app's splash screen: the ink of the theme (app/globals.css). */
  themeColor: '#0e0d0c',
} as const;
