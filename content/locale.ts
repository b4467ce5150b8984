/**
 * The site's two languages. Polish is the site as it always was (its
 * addresses, its data files); English is a second version of the pages
 * whose English is complete (docs/english.md).
 */
export const locales = ['pl', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'pl';

/** The English data file beside a Polish one: slubna.json → slubna.en.json (Sveltia's multiple_files). */
export function englishFile(file: string): string {
  return file.replace(/\.json$/, '.en.json');
}

/** A Polish data file, not a translation: slubna.json, not slubna.en.json. */
export const isTranslationFile = (name: string): boolean => /\.[a-z]{2}\.json$/.test(name);
