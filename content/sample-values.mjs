// The sample values of the content: what the sample site ships with and the
// studio replaces before launch (or, where the sample may happen to be right,
// confirms). Recorded once, here (the sample media and their descriptions are
// recorded in scripts/media/*.tsv): the launch check
// (scripts/build/launch-check/sample-values.mjs) lists every one still live,
// and the editor's hints (content/schema/pages/) use them. Plain JavaScript,
// so the launch check runs it under Node as it is; it imports nothing.

/**
 * The launch check's list as the studio reads it, in the editor, the
 * publication's summary and the editor's hints: one name everywhere.
 */
export const LAUNCH_LIST = 'Co zostało do uzupełnienia przed publikacją';

/** The studio's details in content/studio.json as the sample site has them. */
export const SAMPLE_STUDIO = {
  /** Fictional: the studio's own number always differs. The editor's hint gives it as the example. */
  phone: '+48 512 345 678',
  email: 'kontakt@swiatlocien.pl',
  foundingYear: 2014,
  social: [
    'https://www.instagram.com/swiatlocien.studio',
    'https://www.facebook.com/swiatlocien.studio',
    'https://www.youtube.com/@swiatlocien',
    'https://vimeo.com/swiatlocien',
  ],
};

/**
 * The checkboxes of content/studio.json with which the studio confirms a
 * sample value that is in fact right (its own address, its founding year):
 * their titles in the editor, which the launch check's messages name.
 */
/**
 * The checkbox beside each fact a page states about the studio („Fakty do
 * potwierdzenia”, content/schema/claims.ts), which the launch check's
 * message names (scripts/build/launch-check/claims.mjs).
 */
export const CLAIM_CONFIRM = 'Potwierdzam';

export const CONFIRM_TITLES = {
  email: 'E-mail sprawdzony',
  foundingYear: 'Rok założenia sprawdzony',
  social: 'Adres profilu sprawdzony',
};

/**
 * The sample realizations (content/realizations/<file>) and their titles: sample jobs
 * shown with sample photos. The launch check lists each while its file still has
 * the sample's title, as one item for the whole entry: the studio deletes it, or
 * describes a job of its own in it, with its own photos.
 */
export const SAMPLE_REALIZATIONS = {
  'slub-marty-i-pawla-w-tatrach.json': 'Ślub Marty i Pawła w Tatrach',
  'dwa-lata-budowy-mostu-wantowego.json': 'Dwa lata budowy mostu wantowego',
  'kubki-i-zegary-dla-pracowni-forma.json': 'Kubki i zegary do katalogu Pracowni Forma',
};
