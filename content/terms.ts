import 'server-only';

import path from 'node:path';
import { cache } from 'react';

import { contentDir, readDataFile } from './load';
import type { Locale } from './locale';
import { termsSchema } from './schema';
import { readTranslation, translationData } from './translation';

/**
 * What holds for every service – the deadline, the licence and how files are
 * delivered – said once (content/terms.json), in a block under each service
 * page's sections, instead of a clause repeated on every page. A page mentions
 * these only where it has something of its own to add (docs/content.md).
 */
const termsFile = () => path.join(contentDir(), 'terms.json');

/** content/terms.json in English (content/translation.ts). */
export const termsTranslation = cache(() => readTranslation(termsFile(), termsSchema));

export const getServiceTerms = cache((locale: Locale = 'pl') =>
  locale === 'en' ? translationData(termsTranslation()) : readDataFile(termsFile(), termsSchema),
);
