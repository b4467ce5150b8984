import 'server-only';

import { cache } from 'react';

import { homeTranslation } from './home';
import { privacyTranslation } from './privacy';
import { englishRealizationTranslations } from './realizations';
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

/**
 * What each page lacks in English, read once: the pages' and the services'
 * problems (none: published). One pass over the English files, so a caller
 * outside React's render (the sitemap, tests, the launch check) pays it once.
 */
export const englishStatus = cache(() => {
  const shellProblems = problemsOf(shell());
  const terms = termsTranslation();
  const pages = Object.fromEntries(
    (Object.keys(pageFiles) as EnglishPage[]).map((page) => [page, problemsOf(pageFiles[page]())]),
  ) as Record<EnglishPage, string[]>;
  const services = new Map(
    englishTranslations().map(({ service, translation }) => [
      service.id,
      [...new Set([...shellProblems, ...terms.problems, ...translation.problems])],
    ]),
  );
  const realizations = new Map(
    englishRealizationTranslations().map(({ realization, translation }) => [
      realization.slug,
      [...new Set([...shellProblems, ...translation.problems])],
    ]),
  );
  return { pages, services, realizations };
});

/** Whether the page is published in English. */
export function hasEnglish(page: EnglishPage): boolean {
  return englishStatus().pages[page].length === 0;
}

/** Whether the service's English page is published. */
export function serviceHasEnglish(service: Pick<Service, 'id'>): boolean {
  return (englishStatus().services.get(service.id) ?? []).length === 0;
}

/** Every page without its English version, with why: the launch check's list (Polish). */
export function englishGaps(): { readonly page: string; readonly problems: readonly string[] }[] {
  const { pages, services, realizations } = englishStatus();
  const all: [string, readonly string[]][] = [
    ['Strona główna (/)', pages.home],
    ['Kontakt (/kontakt)', pages.contact],
    ['Polityka prywatności (/polityka-prywatnosci)', pages.privacy],
    ...englishTranslations().map(({ service }): [string, readonly string[]] => [
      `${service.menu.label} (/${service.kind === 'foto' ? 'fotografia' : 'film'}/${service.id})`,
      services.get(service.id) ?? [],
    ]),
    ...englishRealizationTranslations().map(({ realization }): [string, readonly string[]] => [
      `Realizacja „${realization.title}” (/realizacje/${realization.slug})`,
      realizations.get(realization.slug) ?? [],
    ]),
  ];
  return all
    .filter(([, problems]) => problems.length > 0)
    .map(([page, problems]) => ({ page, problems }));
}
