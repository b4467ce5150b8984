import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, imageSize, readDataFile } from './load';
import { clientsSchema } from './schema';

/** The logos of the studio's clients (content/clients.json), their sizes read from the files. */
export const getClientLogoFiles = cache(() =>
  readDataFile(path.join(contentDir(), 'clients.json'), clientsSchema).clients.map((c) => ({
    name: c.name,
    url: c.logo,
    ...(imageSize(c.logo) ?? { width: 160, height: 48 }),
  })),
);
