import { z } from 'zod';

import { group, line, list } from '../fields';
import { logoFile } from '../media';

/** content/clients.json: the logos of the scrolling strip. */
export const clientsSchema = z
  .strictObject({
    clients: list(
      group(
        {
          name: line({ title: 'Nazwa klienta', description: 'Także opis logo dla niewidomych.' }),
          logo: logoFile({
            title: 'Logo',
            description: 'Logo klienta (SVG albo PNG) w jasnym kolorze na przezroczystym tle.',
          }),
        },
        { title: 'Klient', accusative: 'Klienta', description: 'Nazwa i logo.' },
      ),
      { title: 'Klienci', description: 'Logotypy w przewijanym pasku, w tej kolejności.' },
      { min: 2 },
    ),
  })
  .meta({ widget: 'object', title: 'Klienci', description: 'Klienci studia.' });

export type ClientsData = z.infer<typeof clientsSchema>;
