import { z } from 'zod';

import { line, text } from '../fields';
import { photoSchema } from '../media';

/** content/site.json: what search engines and the installed app say about the site. */
export const siteSchema = z
  .strictObject({
    name: line({
      i18n: 'translate',
      title: 'Nazwa aplikacji',
      description: 'Nazwa strony zainstalowanej na telefonie.',
    }),
    title: line({
      i18n: 'translate',
      title: 'Tytuł strony',
      description: 'Tytuł strony głównej w Google i na karcie przeglądarki.',
    }),
    description: text(
      {
        i18n: 'translate',
        title: 'Opis strony',
        description: 'Opis w Google (do 160 znaków); domyślny dla stron bez własnego.',
      },
      { max: 160 },
    ),
    themeColor: line(
      { title: 'Kolor motywu', description: 'Kolor paska przeglądarki, np. #0e0d0c.' },
      { pattern: /^#[0-9a-f]{6}$/i, message: 'Wpisz kolor w postaci #0e0d0c.' },
    ),
    fallbackPhoto: photoSchema.meta({
      widget: 'photo',
      title: 'Zdjęcie zastępcze',
      description: 'Pokazywane na stronie usługi, która nie ma zdjęć ani filmów.',
    }),
  })
  .meta({
    widget: 'object',
    title: 'Ustawienia witryny',
    description: 'Tytuł, opis i kolor strony.',
  });

export type SiteData = z.infer<typeof siteSchema>;
