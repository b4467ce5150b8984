import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, readDataFile } from './load';
import { termsSchema } from './schema';

/**
 * What holds for every service – the deadline, the licence and how files are
 * delivered – said once (content/terms.json), in a block under each service
 * page's sections, instead of a clause repeated on every page. A page mentions
 * these only where it has something of its own to add (docs/content.md).
 */
export const getServiceTerms = cache(() =>
  readDataFile(path.join(contentDir(), 'terms.json'), termsSchema),
);
