import { z } from 'zod';

import { CLAIM_CONFIRM, LAUNCH_LIST } from '../sample-values.mjs';
import { group, list, text } from './fields';

/**
 * The facts a page states about the studio that only the studio can vouch
 * for: how long a session takes, when the photographs come, where it works,
 * who has trusted it. Each is one item the studio ticks once it is true (and
 * said the same in both languages); the launch check lists every one not
 * ticked (scripts/build/launch-check/claims.mjs), so no such promise goes
 * live unconfirmed. Polish only: the English page states the same facts.
 */
export const claimsSchema = list(
  group(
    {
      fact: text({
        title: 'Fakt',
        description:
          'Co strona mówi o studiu i gdzie, np. „Sesja trwa od godziny do kilku godzin (sekcja «Jak przebiega sesja»)”.',
      }),
      confirmed: z.boolean().optional().meta({
        widget: 'boolean',
        title: CLAIM_CONFIRM,
        description:
          'Zaznacz, jeśli fakt wyżej jest prawdziwy, a strona mówi go tak samo po polsku i po angielsku.',
      }),
    },
    { title: 'Fakt', description: 'Jeden fakt, który podaje tekst tej strony.' },
  ),
  {
    title: 'Fakty do potwierdzenia',
    description: `Fakty o studiu, które podaje ta strona (czas, terminy, miejsca, klienci). Jeśli fakt jest prawdziwy, zaznacz „${CLAIM_CONFIRM}”. Jeśli nie, popraw tekst po polsku i po angielsku, a potem zaznacz go albo usuń z listy. Niezaznaczony fakt jest na liście „${LAUNCH_LIST}”.`,
  },
).optional();
