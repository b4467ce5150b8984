import 'server-only';

import { cache } from 'react';

import { homeTranslation } from './home';
import { privacyTranslation } from './privacy';
import { englishTranslations } from './services';
import { siteTranslation } from './site';
import { studioTranslation } from './studio';
import { termsTranslation } from './terms';
import type { Translation } from './translation';
import type { Service } from './types';

/**
 * Which pages have their English version (docs/english.md). A page is
 * published in English only when every data file it shows is complete in
 * English (content/translation.ts): the shell's (site.json, studio.json) and
 * its own. Otherwise it has no English page, no hreflang to one, and the
 * launch check lists why, without stopping the Polish site.
 */
export type EnglishPage = 'home' | 'contact' | 'privacy';

const shell = () => [siteTranslation(), studioTranslation()];

const pageFiles: Record<EnglishPage, () => Translation<unknown>[]> = {
  home: () => [...shell(), homeTranslation()],
  // The contact page shows home.json's invitation and privacy.json's clause under the form.
  contact: () => [...shell(), homeTranslation(), privacyTranslation()],
  privacy: () => [...shell(), privacyTranslation()],
};

const problemsOf = (files: Translation<unknown>[]) => [
  ...new Set(files.flatMap((f) => f.problems)),
];

/** Whether the page is published in English. */
export const hasEnglish = cache((page: EnglishPage) => problemsOf(pageFiles[page]()).length === 0);

/** Whether the service's English page is published. */
export function serviceHasEnglish(service: Pick<Service, 'id'>): boolean {
  return englishServiceProblems(service.id).length === 0;
}

function englishServiceProblems(id: string): string[] {
  const entry = englishTranslations().find((e) => e.service.id === id);
  if (!entry) return [];
  return problemsOf([...shell(), termsTranslation(), entry.translation]);
}

/** Every page without its English version, with why: the launch check's list (Polish). */
export function englishGaps(): { readonly page: string; readonly problems: readonly string[] }[] {
  const pages: [string, string[]][] = [
    ['Strona główna (/)', problemsOf(pageFiles.home())],
    ['Kontakt (/kontakt)', problemsOf(pageFiles.contact())],
    ['Polityka prywatności (/polityka-prywatnosci)', problemsOf(pageFiles.privacy())],
    ...englishTranslations().map(({ service }): [string, string[]] => [
      `${service.menu.label} (/${service.kind === 'foto' ? 'fotografia' : 'film'}/${service.id})`,
      englishServiceProblems(service.id),
    ]),
  ];
  return pages
    .filter(([, problems]) => problems.length > 0)
    .map(([page, problems]) => ({ page, problems }));
}
