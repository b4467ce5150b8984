import { z } from 'zod';

import { claimsSchema } from '../claims';
import { line, list, text, translated } from '../fields';

/** content/terms.json: the deadline, licence and delivery terms under every service page. */
export const termsSchema = z
  .strictObject({
    title: line({ i18n: 'translate', title: 'Tytuł', description: 'Nagłówek bloku.' }),
    points: translated(
      list(
        text({ title: 'Punkt', description: 'Jeden warunek, pełnymi zdaniami.' }),
        {
          title: 'Punkty',
          description: 'Termin, licencja i pliki: pokazywane pod sekcjami każdej strony usługi.',
        },
        { min: 1 },
      ),
    ),
    film: translated(
      list(
        text({ title: 'Punkt', description: 'Jeden warunek, pełnymi zdaniami.' }),
        {
          title: 'Punkty tylko dla filmów',
          description:
            'Dopisywane do punktów powyżej tylko na stronach filmów (/film/…), np. o licencji na muzykę.',
        },
        { min: 1 },
      ),
    ).optional(),
    claims: claimsSchema,
  })
  .meta({
    widget: 'object',
    title: 'Warunki usług',
    description: 'Wspólny blok wszystkich stron usług.',
  });

export type TermsData = z.infer<typeof termsSchema>;
